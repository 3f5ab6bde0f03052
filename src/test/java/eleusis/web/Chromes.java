package eleusis.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The headless Chromium processes of one test JVM, kept from one browser test to the next: starting
 * one (chromedriver, the browser, its first page) cost 3 to 6 s on the 2-core machine, and the slow
 * tier's browser tests open several each. A test takes a browser, and gives it back at its end as
 * good as new for the next test: every window it had is closed for a fresh tab (what a page's
 * scripts, the test's emulations and injected scripts lived in goes with them), every cookie and
 * the cache cleared, the storage of the test's server cleared, the window at its first size. A
 * browser that does not come back clean is quit, never lent again.
 *
 * <p>Held in JUnit's root store (see {@link BrowserTestBase}), which closes it once the run is over;
 * no static state.
 */
final class Chromes implements ExtensionContext.Store.CloseableResource {
    static final Dimension FIRST_SIZE = new Dimension(1200, 1400);
    /**
     * Idle browsers kept beyond this are quit: a few tests open many, most a handful. With
     * -Dbrowsers.kept=0 every browser is a new process, quit after its test (to rule the reuse out
     * when a test fails).
     */
    private static final int KEEP = Integer.getInteger("browsers.kept", 8);

    /** Browsers given back, each ready once the cleaner has made it clean, in the order the cleaner takes them. */
    private final Deque<Future<ChromeDriver>> idle = new ArrayDeque<>();
    private final ExecutorService cleaner = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "chromes-cleaner");
        t.setDaemon(true);
        return t;
    });
    private final List<Path> profiles = new ArrayList<>();

    /** An idle browser, or a new one; its one tab is blank. */
    ChromeDriver take() throws IOException, InterruptedException {
        while (true) {
            Future<ChromeDriver> next;
            synchronized (this) {
                next = idle.poll();
            }
            if (next == null) return start();
            try {
                return next.get();
            } catch (ExecutionException e) {
                // it could not be made clean (and was quit): the next one, or a new one
            }
        }
    }

    /**
     * Takes back a browser that a test used on the server at {@code origin}. It is made clean on a
     * thread of its own while the next test starts its server (about a second of tab and storage
     * work); one that cannot be made clean (a crashed tab, an alert left open) is quit.
     */
    void giveBack(ChromeDriver b, String origin) {
        synchronized (this) {
            if (KEEP > 0 && idle.size() < KEEP) {
                idle.add(cleaner.submit(() -> {
                    try {
                        clean(b, origin);
                        return b;
                    } catch (RuntimeException e) {
                        quit(b);
                        throw e;
                    }
                }));
                return;
            }
        }
        quit(b);
    }

    private ChromeDriver start() throws IOException {
        Path profile = Files.createTempDirectory("eleusis-chrome");
        synchronized (this) {
            profiles.add(profile);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=" + FIRST_SIZE.width + "," + FIRST_SIZE.height, "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        return new ChromeDriver(service, options);
    }

    /** The browser as a new one would be, but for its process: one blank tab, nothing kept of the test. */
    private static void clean(ChromeDriver b, String origin) {
        List<String> old = new ArrayList<>(b.getWindowHandles());
        b.switchTo().newWindow(WindowType.TAB);
        String fresh = b.getWindowHandle();
        for (String h : old) {
            b.switchTo().window(h);
            b.close();
        }
        b.switchTo().window(fresh);
        if (b.getWindowHandles().size() != 1) throw new IllegalStateException("a window would not close");
        b.executeCdpCommand("Network.clearBrowserCookies", Map.of());
        b.executeCdpCommand("Network.clearBrowserCache", Map.of());
        b.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
        b.manage().window().setSize(FIRST_SIZE);
    }

    private static void quit(ChromeDriver b) {
        try {
            b.quit();
        } catch (RuntimeException e) {
            // already gone: nothing to stop
        }
    }

    /** Hands a test method (its {@code @BeforeEach}) the run's one {@link Chromes}, made on first use. */
    static final class Lender implements ParameterResolver {
        private static final ExtensionContext.Namespace HERE = ExtensionContext.Namespace.create(Chromes.class);

        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == Chromes.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getRoot().getStore(HERE).getOrComputeIfAbsent(Chromes.class, k -> new Chromes(), Chromes.class);
        }
    }

    @Override
    public synchronized void close() {
        for (Future<ChromeDriver> b : idle) {
            try {
                quit(b.get());
            } catch (ExecutionException | InterruptedException e) {
                // quit already, or the run is being stopped
            }
        }
        idle.clear();
        cleaner.shutdownNow();
        for (Path p : profiles) {
            try (Stream<Path> files = Files.walk(p)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException e) {
                // a profile left in the temporary folder: harmless
            }
        }
    }
}
