package eleusis.web.projector;

import eleusis.store.ClassSession;

/** The class projector of a session: its code and join link; the rest comes live from its JSON. */
public record ProjectorPage(ClassSession session, String joinLink) {}
