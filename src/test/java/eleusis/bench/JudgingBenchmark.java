package eleusis.bench;

import eleusis.rules.Rule;
import eleusis.rules.RulePredicate;
import eleusis.rules.RuleResult;
import eleusis.rules.eval.Interpreter;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Judging speed of a compiled rule against the same rule written by hand in Java, for the six
 * example rules; the reference interpreter is measured too, for scale. Scores are judgments per
 * second. Run with {@code mvn -q -B -Pbench test-compile exec:exec}; not part of {@code mvn test}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class JudgingBenchmark {

    @Param({"color-alternates", "face-then-number", "suit-or-rank", "steps-up", "position-colour", "small-primes"})
    public String rule;

    private JudgingCases cases;
    private Rule compiled;
    private RulePredicate handWritten;
    private RulePredicate interpreted;

    @Setup
    public void setUp() {
        ExampleRules.Example example = ExampleRules.named(rule);
        RuleResult result = Rule.compile(example.text());
        if (!result.ok()) throw new IllegalStateException(result.report());
        compiled = result.rule();
        handWritten = example.handWritten();
        var expr = compiled.expr();
        interpreted = (mainline, length, card) -> Interpreter.accepts(expr, Arrays.asList(mainline).subList(0, length), card);
        cases = new JudgingCases(42);
        cases.checkAgreement(rule, compiled, handWritten);
    }

    @Benchmark
    @OperationsPerInvocation(JudgingCases.SIZE)
    public int compiled() {
        return cases.judgeAll(compiled);
    }

    @Benchmark
    @OperationsPerInvocation(JudgingCases.SIZE)
    public int handWritten() {
        return cases.judgeAll(handWritten);
    }

    @Benchmark
    @OperationsPerInvocation(JudgingCases.SIZE)
    public int interpreted() {
        return cases.judgeAll(interpreted);
    }
}
