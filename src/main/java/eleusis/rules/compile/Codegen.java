package eleusis.rules.compile;

import static org.objectweb.asm.Opcodes.*;

import eleusis.rules.ast.CompareOp;
import eleusis.rules.compile.Ir.Cond;
import eleusis.rules.compile.Ir.Num;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Writes the class of one rule: {@code accepts(Card[] line, int length, Card card)} dispatches on
 * the mainline length to one static method per lowering. Two-valued conditions compile to jumps
 * like javac's; three-valued ones keep F=0, U=1, T=2 on the stack, where Kleene's "and" is the
 * minimum, "or" the maximum and "not" is 2 minus the value.
 */
final class Codegen {
    static final String CARD = "eleusis/cards/Card";
    static final String PREDICATE = "eleusis/rules/RulePredicate";
    static final String VARIANT_DESC = "([L" + CARD + ";IL" + CARD + ";)Z";
    private static final int LINE = 0, LENGTH = 1, THE_CARD = 2;

    private final String className;
    private MethodVisitor mv;
    private int nextLocal;

    Codegen(String className) {
        this.className = className;
    }

    /** {@code variants.get(i)} is the rule for a mainline of exactly i cards; the last one for any longer line. */
    byte[] generate(List<Cond> variants) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, className, null, "java/lang/Object", new String[] {PREDICATE});

        MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();

        MethodVisitor accepts = cw.visitMethod(ACC_PUBLIC, "accepts", VARIANT_DESC, null, null);
        accepts.visitCode();
        int last = variants.size() - 1;
        for (int i = 0; i < last; i++) {
            Label next = new Label();
            accepts.visitVarInsn(ILOAD, LENGTH + 1);
            push(accepts, i);
            accepts.visitJumpInsn(IF_ICMPNE, next);
            callVariant(accepts, i);
            accepts.visitLabel(next);
        }
        callVariant(accepts, last);
        accepts.visitMaxs(0, 0);
        accepts.visitEnd();

        for (int i = 0; i <= last; i++) {
            mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, "v" + i, VARIANT_DESC, null, null);
            nextLocal = 3;
            mv.visitCode();
            Cond c = variants.get(i);
            Label reject = new Label();
            if (Ir.mayBeUnknown(c)) {
                tri(c);
                mv.visitJumpInsn(IFEQ, reject); // only FALSE rejects: unknown accepts
            } else {
                jumpIfFalse(c, reject);
            }
            mv.visitInsn(ICONST_1);
            mv.visitInsn(IRETURN);
            mv.visitLabel(reject);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(IRETURN);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    private void callVariant(MethodVisitor m, int i) {
        m.visitVarInsn(ALOAD, 1);
        m.visitVarInsn(ILOAD, 2);
        m.visitVarInsn(ALOAD, 3);
        m.visitMethodInsn(INVOKESTATIC, className, "v" + i, VARIANT_DESC, false);
        m.visitInsn(IRETURN);
    }

    // ---- three-valued conditions: leave 0 (false), 1 (unknown) or 2 (true) on the stack

    private void tri(Cond c) {
        if (!Ir.mayBeUnknown(c)) {
            twoValued(c, 2);
        } else if (c instanceof Cond.Const k) {
            push(mv, k.ordinal());
        } else if (c instanceof Cond.Not n) {
            mv.visitInsn(ICONST_2);
            tri(n.arg());
            mv.visitInsn(ISUB);
        } else if (c instanceof Cond.And a) {
            Label end = new Label();
            tri(a.left());
            mv.visitInsn(DUP);
            mv.visitJumpInsn(IFEQ, end); // false and anything is false
            tri(a.right());
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "min", "(II)I", false);
            mv.visitLabel(end);
        } else if (c instanceof Cond.Or o) {
            Label end = new Label();
            tri(o.left());
            mv.visitInsn(DUP);
            push(mv, 2);
            mv.visitJumpInsn(IF_ICMPEQ, end); // true or anything is true
            tri(o.right());
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "max", "(II)I", false);
            mv.visitLabel(end);
        } else if (c instanceof Cond.If i) {
            Label notTrue = new Label(), unknown = new Label(), end = new Label();
            tri(i.cond());
            mv.visitInsn(DUP);
            push(mv, 2);
            mv.visitJumpInsn(IF_ICMPNE, notTrue);
            mv.visitInsn(POP);
            tri(i.then());
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(notTrue);
            mv.visitJumpInsn(IFNE, unknown);
            tri(i.otherwise());
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(unknown);
            mv.visitInsn(ICONST_1);
            mv.visitLabel(end);
        } else if (c instanceof Cond.Same same) {
            // Unknown if either side is; otherwise true (2) when the sides agree, false (0) if not.
            int left = nextLocal++, right = nextLocal++;
            Label unknown = new Label(), differ = new Label(), end = new Label();
            tri(same.left());
            mv.visitVarInsn(ISTORE, left);
            tri(same.right());
            mv.visitVarInsn(ISTORE, right);
            mv.visitVarInsn(ILOAD, left);
            mv.visitInsn(ICONST_1);
            mv.visitJumpInsn(IF_ICMPEQ, unknown);
            mv.visitVarInsn(ILOAD, right);
            mv.visitInsn(ICONST_1);
            mv.visitJumpInsn(IF_ICMPEQ, unknown);
            mv.visitVarInsn(ILOAD, left);
            mv.visitVarInsn(ILOAD, right);
            mv.visitJumpInsn(IF_ICMPNE, differ);
            mv.visitInsn(ICONST_2);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(differ);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(unknown);
            mv.visitInsn(ICONST_1);
            mv.visitLabel(end);
        } else {
            throw new IllegalStateException("two-valued node marked three-valued: " + c);
        }
    }

    // ---- two-valued conditions: fall through when true, jump when false

    private void jumpIfFalse(Cond c, Label no) {
        if (c == Cond.Const.TRUE) return;
        if (c == Cond.Const.FALSE) {
            mv.visitJumpInsn(GOTO, no);
        } else if (c instanceof Cond.Compare k) {
            num(k.left());
            num(k.right());
            mv.visitJumpInsn(inverse(k.op()), no);
        } else if (c instanceof Cond.Member m) {
            Label yes = new Label();
            member(m, yes, no);
            mv.visitLabel(yes);
        } else if (c instanceof Cond.Prime p) {
            num(p.value());
            mv.visitMethodInsn(INVOKESTATIC, "eleusis/rules/compile/Arithmetic", "isPrime", "(I)Z", false);
            mv.visitJumpInsn(IFEQ, no);
        } else if (c instanceof Cond.Not n) {
            jumpIfTrue(n.arg(), no);
        } else if (c instanceof Cond.And a) {
            jumpIfFalse(a.left(), no);
            jumpIfFalse(a.right(), no);
        } else if (c instanceof Cond.Or o) {
            Label yes = new Label();
            jumpIfTrue(o.left(), yes);
            jumpIfFalse(o.right(), no);
            mv.visitLabel(yes);
        } else if (c instanceof Cond.If i) {
            Label otherwise = new Label(), end = new Label();
            jumpIfFalse(i.cond(), otherwise);
            jumpIfFalse(i.then(), no);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(otherwise);
            jumpIfFalse(i.otherwise(), no);
            mv.visitLabel(end);
        } else if (c instanceof Cond.Same same) {
            bit(same.left());
            bit(same.right());
            mv.visitJumpInsn(IF_ICMPNE, no);
        } else {
            throw new IllegalStateException("unknown in a two-valued condition: " + c);
        }
    }

    /** Leaves 1 or 0 on the stack for a two-valued condition. */
    private void bit(Cond c) {
        twoValued(c, 1);
    }

    /** Leaves {@code ifTrue} (1 or 2) or 0 on the stack for a condition that is never unknown. */
    private void twoValued(Cond c, int ifTrue) {
        Label no = new Label(), end = new Label();
        jumpIfFalse(c, no);
        push(mv, ifTrue);
        mv.visitJumpInsn(GOTO, end);
        mv.visitLabel(no);
        mv.visitInsn(ICONST_0);
        mv.visitLabel(end);
    }

    private void jumpIfTrue(Cond c, Label yes) {
        Label no = new Label();
        jumpIfFalse(c, no);
        mv.visitJumpInsn(GOTO, yes);
        mv.visitLabel(no);
    }

    /** Jumps to {@code yes} when the value is a member, to {@code no} otherwise. */
    private void member(Cond.Member m, Label yes, Label no) {
        int slot = nextLocal++;
        num(m.value());
        mv.visitVarInsn(ISTORE, slot);
        long mask = 0;
        boolean small = true;
        for (Num s : m.singles()) {
            if (s instanceof Num.Const k && k.value() >= 0 && k.value() < 64) {
                mask |= 1L << k.value();
            } else {
                small = false;
            }
        }
        if (mask != 0 && small && m.ranges().isEmpty()) {
            // A constant set of small numbers is one bit test: (mask >>> v) & 1, for 0 <= v < 64.
            mv.visitVarInsn(ILOAD, slot);
            mv.visitJumpInsn(IFLT, no);
            mv.visitVarInsn(ILOAD, slot);
            push(mv, 63);
            mv.visitJumpInsn(IF_ICMPGT, no);
            mv.visitLdcInsn(mask);
            mv.visitVarInsn(ILOAD, slot);
            mv.visitInsn(LUSHR);
            mv.visitInsn(L2I);
            mv.visitInsn(ICONST_1);
            mv.visitInsn(IAND);
            mv.visitJumpInsn(IFEQ, no);
            return;
        }
        for (Num s : m.singles()) {
            mv.visitVarInsn(ILOAD, slot);
            num(s);
            mv.visitJumpInsn(IF_ICMPEQ, yes);
        }
        for (Num[] r : m.ranges()) {
            // Between the two ends in either order: min(a, b) <= v <= max(a, b).
            Label next = new Label();
            int low = nextLocal++, high = nextLocal++;
            num(r[0]);
            mv.visitVarInsn(ISTORE, low);
            num(r[1]);
            mv.visitVarInsn(ISTORE, high);
            mv.visitVarInsn(ILOAD, slot);
            mv.visitVarInsn(ILOAD, low);
            mv.visitVarInsn(ILOAD, high);
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "min", "(II)I", false);
            mv.visitJumpInsn(IF_ICMPLT, next);
            mv.visitVarInsn(ILOAD, slot);
            mv.visitVarInsn(ILOAD, low);
            mv.visitVarInsn(ILOAD, high);
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "max", "(II)I", false);
            mv.visitJumpInsn(IF_ICMPLE, yes);
            mv.visitLabel(next);
        }
        mv.visitJumpInsn(GOTO, no);
    }

    private static int inverse(CompareOp op) {
        return switch (op) {
            case EQ -> IF_ICMPNE;
            case NE -> IF_ICMPEQ;
            case LT -> IF_ICMPGE;
            case LE -> IF_ICMPGT;
            case GT -> IF_ICMPLE;
            case GE -> IF_ICMPLT;
        };
    }

    // ---- numbers

    private void num(Num n) {
        if (n instanceof Num.Const k) {
            push(mv, k.value());
        } else if (n instanceof Num.Field f) {
            if (f.back() == 0) {
                mv.visitVarInsn(ALOAD, THE_CARD);
            } else {
                mv.visitVarInsn(ALOAD, LINE);
                mv.visitVarInsn(ILOAD, LENGTH);
                push(mv, f.back());
                mv.visitInsn(ISUB);
                mv.visitInsn(AALOAD);
            }
            String getter = switch (f.field()) {
                case RANK -> "rank";
                case SUIT -> "suitIndex";
                case COLOR -> "colorIndex";
                case INDEX -> "index";
            };
            mv.visitMethodInsn(INVOKEVIRTUAL, CARD, getter, "()I", false);
        } else if (n instanceof Num.Position) {
            mv.visitVarInsn(ILOAD, LENGTH);
            mv.visitInsn(ICONST_1);
            mv.visitInsn(IADD);
        } else if (n instanceof Num.Abs a) {
            num(a.arg());
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "abs", "(I)I", false);
        } else if (n instanceof Num.Negate g) {
            num(g.arg());
            mv.visitInsn(INEG);
        } else if (n instanceof Num.Arith a) {
            num(a.left());
            num(a.right());
            switch (a.op()) {
                case ADD -> mv.visitInsn(IADD);
                case SUB -> mv.visitInsn(ISUB);
                case MUL -> mv.visitInsn(IMUL);
                case MOD -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "floorMod", "(II)I", false);
            }
        }
    }

    private static void push(MethodVisitor m, int v) {
        if (v >= -1 && v <= 5) {
            m.visitInsn(ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            m.visitIntInsn(BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            m.visitIntInsn(SIPUSH, v);
        } else {
            m.visitLdcInsn(v);
        }
    }
}
