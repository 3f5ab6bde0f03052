package eleusis.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Secrets handed to browsers (seat and login tokens) and the codes students type to join.
 * Only the SHA-256 of a token is stored, so a copy of the database does not let anyone take a seat.
 */
final class Tokens {
    /** No 0/O and no 1/I: a code read off the projector is typed right the first time. */
    static final String JOIN_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    static final int JOIN_CODE_LENGTH = 6;
    /** 256 random bits, far beyond guessing; 43 URL-safe characters. */
    private static final int TOKEN_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    static String newToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Lower-case hex SHA-256 of the token's UTF-8 bytes (64 characters). */
    static String hash(String token) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    static String newJoinCode() {
        StringBuilder code = new StringBuilder(JOIN_CODE_LENGTH);
        for (int i = 0; i < JOIN_CODE_LENGTH; i++) code.append(JOIN_ALPHABET.charAt(RANDOM.nextInt(JOIN_ALPHABET.length())));
        return code.toString();
    }

    /** A code as typed (spaces, dashes, lower case) in the form it is stored. */
    static String normalizeJoinCode(String typed) {
        if (typed == null) return "";
        StringBuilder code = new StringBuilder();
        for (char c : typed.toCharArray()) {
            if (c == ' ' || c == '-' || c == '\t') continue;
            code.append(Character.toUpperCase(c));
        }
        return code.toString();
    }
}
