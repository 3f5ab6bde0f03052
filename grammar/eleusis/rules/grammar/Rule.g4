// The Eleusis rule language: one boolean expression about the card being judged
// and the mainline before it. See src/site/markdown/rule-language.md for the reference.
// No target code here: the parser layer (eleusis.rules.RuleParser) builds the AST.
grammar Rule;

rule_
    : expr EOF
    ;

// Lowest precedence: an `if` swallows everything to its right, like Python's lambda.
// A dangling `else` belongs to the nearest `if`.
expr
    : IF cond=expr THEN then=expr (ELSE otherwise=expr)?   # ifExpr
    | disjunction                                           # plainExpr
    ;

disjunction
    : conjunction (OR conjunction)*
    ;

conjunction
    : negation (AND negation)*
    ;

negation
    : NOT negation                                          # notExpr
    | comparison                                            # plainNegation
    ;

// Left-factored, so that a syntax error after the first operand names what may follow it.
// Chains such as `a < b < c` parse, so that the parser layer can explain why they are refused.
comparison
    : sum comparisonTail
    ;

comparisonTail
    : (compareOp sum)*                                      # compareTail
    | NOT? IN collection                                    # inTail
    | IS NOT? property                                      # isTail
    ;

compareOp
    : EQ | NE | LT | LE | GT | GE
    ;

collection
    : LBRACE (element (COMMA element)*)? RBRACE             # setCollection
    | sum RANGE sum                                         # rangeCollection
    ;

element
    : sum (RANGE sum)?
    ;

property
    : RED | BLACK | FACE | NUMBER | EVEN | ODD | PRIME
    | SPADES | HEARTS | DIAMONDS | CLUBS
    ;

sum
    : product (sumOp product)*
    ;

sumOp
    : PLUS | MINUS
    ;

product
    : unary (productOp unary)*
    ;

productOp
    : STAR | MOD
    ;

unary
    : MINUS unary                                           # negate
    | primary                                               # plainUnary
    ;

primary
    : INT                                                   # intLiteral
    | (ACE | JACK | QUEEN | KING)                           # rankLiteral
    | (TRUE | FALSE)                                        # boolLiteral
    | (SPADES | HEARTS | DIAMONDS | CLUBS)                  # suitLiteral
    | (RED | BLACK)                                         # colorLiteral
    | cardRef (DOT attribute=word)?                         # cardExpr
    | POSITION                                              # positionExpr
    | ABS LPAREN expr RPAREN                                # absExpr
    | LPAREN expr RPAREN                                    # parenExpr
    | IDENT (DOT word)?                                     # unknownName
    ;

cardRef
    : CARD                                                  # thisCard
    | LAST (LPAREN INT RPAREN)?                             # lastCard
    ;

// Any word may follow the dot, so that `card.number` gets "a card has no 'number'" from the checker.
word
    : IDENT | NUMBER | RED | BLACK | FACE | EVEN | ODD | PRIME | SPADES | HEARTS | DIAMONDS | CLUBS
    | CARD | LAST | POSITION | TRUE | FALSE | ABS | MOD | ACE | JACK | QUEEN | KING
    ;

// Keywords are case-insensitive so that `Card Is Red` and `QS` notation habits both work.
IF       : [iI][fF] ;
THEN     : [tT][hH][eE][nN] ;
ELSE     : [eE][lL][sS][eE] ;
AND      : [aA][nN][dD] ;
OR       : [oO][rR] ;
NOT      : [nN][oO][tT] ;
IN       : [iI][nN] ;
IS       : [iI][sS] ;
MOD      : [mM][oO][dD] ;
ABS      : [aA][bB][sS] ;
TRUE     : [tT][rR][uU][eE] ;
FALSE    : [fF][aA][lL][sS][eE] ;
CARD     : [cC][aA][rR][dD] ;
LAST     : [lL][aA][sS][tT] ;
POSITION : [pP][oO][sS][iI][tT][iI][oO][nN] ;
RED      : [rR][eE][dD] ;
BLACK    : [bB][lL][aA][cC][kK] ;
FACE     : [fF][aA][cC][eE] ;
NUMBER   : [nN][uU][mM][bB][eE][rR] ;
EVEN     : [eE][vV][eE][nN] ;
ODD      : [oO][dD][dD] ;
PRIME    : [pP][rR][iI][mM][eE] ;
SPADES   : [sS][pP][aA][dD][eE][sS] ;
HEARTS   : [hH][eE][aA][rR][tT][sS] ;
DIAMONDS : [dD][iI][aA][mM][oO][nN][dD][sS] ;
CLUBS    : [cC][lL][uU][bB][sS] ;
ACE      : [aA] ;
JACK     : [jJ] ;
QUEEN    : [qQ] ;
KING     : [kK] ;

EQ     : '==' ;
NE     : '!=' ;
LE     : '<=' ;
GE     : '>=' ;
LT     : '<' ;
GT     : '>' ;
PLUS   : '+' ;
MINUS  : '-' ;
STAR   : '*' ;
RANGE  : '..' ;
DOT    : '.' ;
COMMA  : ',' ;
LPAREN : '(' ;
RPAREN : ')' ;
LBRACE : '{' ;
RBRACE : '}' ;

INT    : [0-9]+ ;
IDENT  : [a-zA-Z_] [a-zA-Z_0-9]* ;

COMMENT : '#' ~[\r\n]* -> skip ;
WS      : [ \t\r\n]+ -> skip ;

// Anything else becomes a token the parser refuses with a clear message, never a lexer crash.
UNEXPECTED_CHAR : . ;
