package eleusis.web.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The join QR code reads back as the link, with a standard decoder. */
public class QrCodeTest {
    private static final Pattern MODULE = Pattern.compile("M(\\d+) (\\d+)h1v1h-1z");
    private static final Pattern SIZE = Pattern.compile("viewBox=\"0 0 (\\d+) (\\d+)\"");

    /** Draws the SVG's modules into pixels and decodes them as a phone's camera app would. */
    public static String decode(String svg) throws Exception {
        Matcher size = SIZE.matcher(svg);
        assertTrue(size.find(), svg);
        int modules = Integer.parseInt(size.group(1));
        // A quiet zone of 4 modules all round, as a printed code has: the finder must not touch the edge.
        int scale = 6, margin = 4 * scale, px = modules * scale + 2 * margin;
        int[] pixels = new int[px * px];
        java.util.Arrays.fill(pixels, 0xFFFFFFFF);
        Matcher m = MODULE.matcher(svg);
        while (m.find()) {
            int x = Integer.parseInt(m.group(1)), y = Integer.parseInt(m.group(2));
            for (int dy = 0; dy < scale; dy++) {
                for (int dx = 0; dx < scale; dx++) pixels[(margin + y * scale + dy) * px + margin + x * scale + dx] = 0xFF000000;
            }
        }
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(px, px, pixels)));
        return new QRCodeReader().decode(bitmap, java.util.Map.of(com.google.zxing.DecodeHintType.PURE_BARCODE, true)).getText();
    }

    @Test
    void aLinkReadsBack() throws Exception {
        String link = "http://192.168.1.20:7070/join?code=K7M2QX";
        String svg = QrCode.svg(link, "Join <Period 3>");
        assertEquals(link, decode(svg));
        assertTrue(svg.contains("aria-label=\"Join &lt;Period 3&gt;\""), "the label is escaped");
    }

    @Test
    void aLongLinkStillFits() throws Exception {
        String link = "https://eleusis.some-school-district.example.org/join?code=ABCDEF&lang=es&from=projector-in-room-214";
        assertEquals(link, decode(QrCode.svg(link, "Join")));
    }

    /** Join codes are random: every one must read back, not most (a code that did not once failed a class's test run). */
    @Test
    void manyRandomJoinLinksReadBack() throws Exception {
        java.util.Random random = new java.util.Random(7);
        String alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        for (int i = 0; i < 500; i++) {
            StringBuilder code = new StringBuilder();
            for (int k = 0; k < 6; k++) code.append(alphabet.charAt(random.nextInt(alphabet.length())));
            String link = "http://127.0.0.1:" + (30000 + random.nextInt(30000)) + "/join?code=" + code;
            assertEquals(link, decode(QrCode.svg(link, "Join")), link);
        }
    }
}
