package eleusis.scientist.solo;

import eleusis.cards.Card;

/** One turn as the log tells it: the card, its verdict, the player's thought after it, its reason and the answer to a guess. */
public record Turn(int number, Card card, boolean accepted, int remaining, String guess, Boolean right, String why) {}
