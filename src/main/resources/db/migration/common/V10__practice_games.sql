-- Solo practice in the browser (issue 14, part 4): no account, a game is found by an unguessable
-- token (only its SHA-256 is kept). The rule text is kept as dealt, so a library that changes later
-- does not change a game under way; every action (a card, a judged guess, a hint with its words, a
-- notebook entry, giving up) is one row in order, and the game is rebuilt from them.
CREATE TABLE practice_games (
    token_hash VARCHAR(64) PRIMARY KEY,
    rule_name  VARCHAR(200) NOT NULL,
    rule_text  VARCHAR(4000) NOT NULL,
    seed       BIGINT NOT NULL,
    lang       VARCHAR(8) NOT NULL,
    -- 1: a wrong guess is answered with a shortest case where it and the rule differ
    counterexamples INTEGER NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE practice_actions (
    token_hash VARCHAR(64) NOT NULL REFERENCES practice_games (token_hash) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    action     VARCHAR(16000) NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (token_hash, seq)
);
