/*
 * Warnsdorff's rule for a knight's tour on an n x m board, in plain Java: teachkit's own reference program
 * for benchmarks/bench_knight.py (issue 14). The "seed" Java program of the issue is not available to us,
 * so this one is written to be what such a program plainly is: int arrays, the classic move order
 * (row deltas 1,1,-1,-1,2,2,-2,-2; column deltas 2,-2,2,-2,1,-1,1,-1), start in the corner (0, 0), and the
 * first minimum in move order wins a tie. It follows the same rule as teachkit's warnsdorff_fast with
 * tie_break='first', so the two walks are the same squares in the same order (the benchmark checks that).
 *
 * Two forms of the same walk:
 *   classic  recounts the onward degree of every candidate at every step (as the textbook program does);
 *   table    keeps a table of onward degrees up to date, as teachkit's fast forms do.
 *
 *   javac -d DIR Warnsdorff.java
 *   java -cp DIR Warnsdorff classic|table n m repeats [path-file]
 *
 * It prints one line per run: "run k: squares S cpu_s C wall_s W" (thread CPU time and wall time of the
 * walk alone, from inside the program: no JVM start, no output). With a path file it writes the walk of the
 * last run there, after the timing, as big-endian int32 pairs (row, col).
 */

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

public class Warnsdorff {
    static final int[] DR = {1, 1, -1, -1, 2, 2, -2, -2};
    static final int[] DC = {2, -2, 2, -2, 1, -1, 1, -1};

    /* The classic program: board[r * m + c] is the move number (0 = unvisited); degrees are recounted. */
    static int classic(int n, int m, int[] path) {
        int[] board = new int[n * m];
        int r = 0, c = 0, length = 0;
        while (true) {
            board[r * m + c] = ++length;
            path[2 * (length - 1)] = r;
            path[2 * (length - 1) + 1] = c;
            int best = -1, fewest = 9;
            for (int k = 0; k < 8; k++) {
                int nr = r + DR[k], nc = c + DC[k];
                if (nr < 0 || nr >= n || nc < 0 || nc >= m || board[nr * m + nc] != 0) continue;
                int degree = 0;
                for (int j = 0; j < 8; j++) {
                    int tr = nr + DR[j], tc = nc + DC[j];
                    if (tr >= 0 && tr < n && tc >= 0 && tc < m && board[tr * m + tc] == 0) degree++;
                }
                if (degree < fewest) {
                    fewest = degree;
                    best = k;
                }
            }
            if (best < 0) return length;
            r += DR[best];
            c += DC[best];
        }
    }

    /* The same walk with a 2-square border (never free) and a table of onward degrees kept up to date. */
    static int table(int n, int m, int[] path) {
        int width = m + 4, size = (n + 4) * width;
        int[] offset = new int[8];
        for (int k = 0; k < 8; k++) offset[k] = DR[k] * width + DC[k];
        byte[] visited = new byte[size];
        byte[] degree = new byte[size];
        java.util.Arrays.fill(visited, (byte) 1);
        for (int r = 0; r < n; r++) java.util.Arrays.fill(visited, (r + 2) * width + 2, (r + 2) * width + 2 + m, (byte) 0);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < m; c++) {
                int i = (r + 2) * width + c + 2, count = 0;
                for (int k = 0; k < 8; k++) if (visited[i + offset[k]] == 0) count++;
                degree[i] = (byte) count;
            }
        }
        int here = 2 * width + 2, length = 0;
        while (true) {
            path[2 * length] = here / width - 2;
            path[2 * length + 1] = here % width - 2;
            length++;
            visited[here] = 1;
            for (int k = 0; k < 8; k++) degree[here + offset[k]]--;
            int best = -1, fewest = 9;
            for (int k = 0; k < 8; k++) {
                int s = here + offset[k];
                if (visited[s] == 0 && degree[s] < fewest) {
                    fewest = degree[s];
                    best = s;
                }
            }
            if (best < 0) return length;
            here = best;
        }
    }

    public static void main(String[] args) throws IOException {
        String form = args[0];
        int n = Integer.parseInt(args[1]), m = Integer.parseInt(args[2]), repeats = Integer.parseInt(args[3]);
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        int[] path = new int[2 * n * m];
        int length = 0;
        for (int run = 1; run <= repeats; run++) {
            long cpu0 = bean.getCurrentThreadCpuTime(), wall0 = System.nanoTime();
            length = form.equals("table") ? table(n, m, path) : classic(n, m, path);
            long cpu = bean.getCurrentThreadCpuTime() - cpu0, wall = System.nanoTime() - wall0;
            System.out.printf("run %d: squares %d cpu_s %.6f wall_s %.6f%n", run, length, cpu / 1e9, wall / 1e9);
        }
        if (args.length > 4) {
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(args[4])))) {
                for (int k = 0; k < 2 * length; k++) out.writeInt(path[k]);
            }
        }
    }
}
