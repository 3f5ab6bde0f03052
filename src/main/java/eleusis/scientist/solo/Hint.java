package eleusis.scientist.solo;

import eleusis.cards.Card;

/**
 * What the scientist told a student who asked, at a turn: the card it would play, why (in the
 * student's language), and how many of its candidate rules the evidence still allows.
 */
public record Hint(int turn, Card card, String why, int remaining) {}
