package eleusis.rules;

/** Rule texts as Java string literals, so that failure messages show invisible characters. */
final class Escapes {
    private Escapes() {}

    static String of(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length() && sb.length() < 400; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                default -> {
                    if (c < 0x20 || (c >= 0x7f && c < 0xa0) || Character.isSurrogate(c) || Character.getType(c) == Character.FORMAT) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        if (sb.length() >= 400) sb.append("… (").append(text.length()).append(" characters)");
        return sb.toString();
    }
}
