package eleusis.analysis;

import java.util.Arrays;
import java.util.List;

/** Spearman's rank correlation of two columns, ties sharing their average rank. */
final class Spearman {
    private Spearman() {}

    static double rho(List<double[]> pairs) {
        int n = pairs.size();
        double[] a = new double[n], b = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = pairs.get(i)[0];
            b[i] = pairs.get(i)[1];
        }
        double[] ra = ranks(a), rb = ranks(b);
        double ma = Arrays.stream(ra).average().orElse(0), mb = Arrays.stream(rb).average().orElse(0);
        double s = 0, sa = 0, sb = 0;
        for (int i = 0; i < n; i++) {
            s += (ra[i] - ma) * (rb[i] - mb);
            sa += (ra[i] - ma) * (ra[i] - ma);
            sb += (rb[i] - mb) * (rb[i] - mb);
        }
        return s / Math.sqrt(sa * sb);
    }

    static double[] ranks(double[] v) {
        int n = v.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> Double.compare(v[x], v[y]));
        double[] r = new double[n];
        for (int i = 0; i < n; ) {
            int j = i;
            while (j + 1 < n && v[order[j + 1]] == v[order[i]]) j++;
            for (int k = i; k <= j; k++) r[order[k]] = (i + j) / 2.0 + 1;
            i = j + 1;
        }
        return r;
    }
}
