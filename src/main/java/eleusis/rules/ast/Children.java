package eleusis.rules.ast;

import java.util.ArrayList;
import java.util.List;

/** The direct sub-expressions of a node, for walks that treat every node alike. */
public final class Children implements Expr.Visitor<List<Expr>> {
    private static final Children INSTANCE = new Children();

    private Children() {}

    public static List<Expr> of(Expr e) {
        return e.accept(INSTANCE);
    }

    @Override public List<Expr> visit(Expr.IntLit e) { return List.of(); }
    @Override public List<Expr> visit(Expr.BoolLit e) { return List.of(); }
    @Override public List<Expr> visit(Expr.SuitLit e) { return List.of(); }
    @Override public List<Expr> visit(Expr.ColorLit e) { return List.of(); }
    @Override public List<Expr> visit(Expr.CardRef e) { return List.of(); }
    @Override public List<Expr> visit(Expr.Position e) { return List.of(); }
    @Override public List<Expr> visit(Expr.UnknownName e) { return List.of(); }
    @Override public List<Expr> visit(Expr.Attr e) { return List.of(e.ref()); }
    @Override public List<Expr> visit(Expr.Abs e) { return List.of(e.arg()); }
    @Override public List<Expr> visit(Expr.Negate e) { return List.of(e.arg()); }
    @Override public List<Expr> visit(Expr.Not e) { return List.of(e.arg()); }
    @Override public List<Expr> visit(Expr.Arith e) { return List.of(e.left(), e.right()); }
    @Override public List<Expr> visit(Expr.Compare e) { return List.of(e.left(), e.right()); }
    @Override public List<Expr> visit(Expr.And e) { return List.of(e.left(), e.right()); }
    @Override public List<Expr> visit(Expr.Or e) { return List.of(e.left(), e.right()); }
    @Override public List<Expr> visit(Expr.Is e) { return List.of(e.subject()); }

    @Override
    public List<Expr> visit(Expr.If e) {
        return e.otherwise() == null ? List.of(e.cond(), e.then()) : List.of(e.cond(), e.then(), e.otherwise());
    }

    @Override
    public List<Expr> visit(Expr.In e) {
        List<Expr> out = new ArrayList<>();
        out.add(e.value());
        for (Expr.Element el : e.elements()) {
            out.add(el.low());
            if (el.high() != null) out.add(el.high());
        }
        return out;
    }
}
