package eleusis.web.classroom;

import com.google.zxing.WriterException;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import com.google.zxing.qrcode.encoder.ByteMatrix;
import com.google.zxing.qrcode.encoder.Encoder;
import com.google.zxing.qrcode.encoder.QRCode;

/** The join link as a QR code, drawn as SVG so it stays sharp on a projector and needs no other host. */
final class QrCode {
    /** The quiet zone the standard asks for around the code, in modules. */
    private static final int MARGIN = 4;

    private QrCode() {}

    /** An SVG of the text's QR code (error correction M: a projector's glare is forgiven, the code stays small). */
    static String svg(String text, String title) {
        ByteMatrix m;
        try {
            QRCode code = Encoder.encode(text, ErrorCorrectionLevel.M);
            m = code.getMatrix();
        } catch (WriterException e) {
            throw new IllegalArgumentException("the link cannot be drawn as a QR code: " + e.getMessage(), e);
        }
        int size = m.getWidth() + 2 * MARGIN;
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < m.getHeight(); y++) {
            for (int x = 0; x < m.getWidth(); x++) {
                if (m.get(x, y) == 1) path.append('M').append(x + MARGIN).append(' ').append(y + MARGIN).append("h1v1h-1z");
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + size + " " + size + "\" role=\"img\" "
                + "aria-label=\"" + escape(title) + "\" shape-rendering=\"crispEdges\">"
                + "<title>" + escape(title) + "</title>"
                + "<rect width=\"" + size + "\" height=\"" + size + "\" fill=\"#fff\"/>"
                + "<path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
