package eleusis.rules.compile;

import eleusis.rules.RulePredicate;
import eleusis.rules.ast.Expr;
import eleusis.rules.check.CheckResult;
import eleusis.rules.eval.Interpreter;
import java.lang.invoke.MethodHandles;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.MethodTooLargeException;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compiles a checked rule into JVM bytecode, one hidden class per rule, so that judging a card runs
 * straight-line code the JIT can inline: no tree walk, no reflection, no script engine.
 *
 * <p>Which cards are missing depends only on the mainline's length, so the rule is lowered once for
 * each length shorter than its lookback (where {@code last(n)} may be missing, and the position is
 * a constant) and once for every longer line, where no card is missing and no unknown-check is left.
 */
public final class RuleCompiler {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final String CLASS_NAME = "eleusis/rules/compile/CompiledRule";

    private RuleCompiler() {}

    public static RulePredicate compile(Expr expr, CheckResult check) {
        byte[] bytes = classBytes(expr, check);
        // Only a rule near the size limits could exceed the JVM's method size; it still judges
        // correctly through the reference interpreter, just more slowly.
        return bytes == null ? interpreted(expr) : define(bytes);
    }

    /**
     * The class {@link #compile} defines for the rule, as bytes, or null when it would exceed the
     * JVM's limits (then compile judges through the interpreter). A caller that judges the same
     * rules in every process may keep these and {@link #define} them, skipping parser and writer.
     */
    public static byte[] classBytes(Expr expr, CheckResult check) {
        List<Ir.Cond> variants = new ArrayList<>();
        for (int length = 0; length < check.lookback(); length++) {
            variants.add(Lowering.lower(expr, check, length));
        }
        variants.add(Lowering.lower(expr, check, -1));
        try {
            return new Codegen(CLASS_NAME).generate(variants);
        } catch (MethodTooLargeException | ClassTooLargeException e) {
            return null;
        }
    }

    /** The predicate of a class written by {@link #classBytes} (by this very code). */
    public static RulePredicate define(byte[] bytes) {
        try {
            Class<?> cls = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
            return (RulePredicate) LOOKUP.findConstructor(cls, MethodType.methodType(void.class)).invoke();
        } catch (Throwable t) {
            // Bytecode the JVM refuses is a bug in this compiler, never the rule author's fault.
            throw new IllegalStateException("compiled rule refused by the JVM: " + t, t);
        }
    }

    private static RulePredicate interpreted(Expr expr) {
        return (line, length, card) -> Interpreter.accepts(expr, Arrays.asList(line).subList(0, length), card);
    }
}
