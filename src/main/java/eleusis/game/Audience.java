package eleusis.game;

/**
 * Whom an event is for, as its type says ({@link PublicEvent}, {@link SeatEvent}, {@link TeacherEvent}):
 * everyone, one seat, or the teacher. A screen belongs to an audience too: a student's to their
 * seat's, the dealer's screen to the teacher's, the projector (the room) to everyone's alone. A
 * screen is shown the events for everyone and those for its own audience, nothing else; every
 * place that chooses which events someone sees asks {@link #reaches}, and nothing else decides it.
 */
public sealed interface Audience permits Audience.Everyone, Audience.OneSeat, Audience.Teacher {
    /** Everyone's: every screen, the projector's too. */
    Everyone EVERYONE = new Everyone();
    /** The teacher's: the dealer's screen, never a student's or the projector (the whole room sees it). */
    Teacher TEACHER = new Teacher();

    /** Whether an event for this audience may be shown on a screen that belongs to {@code screen}. */
    boolean reaches(Audience screen);

    /** The public events' audience: every screen. */
    record Everyone() implements Audience {
        @Override
        public boolean reaches(Audience screen) {
            return true;
        }
    }

    /** One seat's own events (its deal, its draws): that seat's screens only. */
    record OneSeat(int seat) implements Audience {
        /** The seats of a table, made once: a broadcast asks each private event its audience once a screen. */
        private static final OneSeat[] SEATS = java.util.stream.IntStream.range(0, 16).mapToObj(OneSeat::new).toArray(OneSeat[]::new);

        public OneSeat {
            if (seat < 0) throw new IllegalArgumentException("a seat is numbered from 0, not " + seat);
        }

        /** The seat's audience, the same one each time for the seats of any table. */
        public static OneSeat of(int seat) {
            return seat >= 0 && seat < SEATS.length ? SEATS[seat] : new OneSeat(seat);
        }

        @Override
        public boolean reaches(Audience screen) {
            return screen instanceof OneSeat s && s.seat == seat;
        }
    }

    /** The teacher's events: the teacher's screens only. */
    record Teacher() implements Audience {
        @Override
        public boolean reaches(Audience screen) {
            return screen instanceof Teacher;
        }
    }
}
