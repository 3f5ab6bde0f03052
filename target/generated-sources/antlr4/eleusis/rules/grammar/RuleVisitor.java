// Generated from Rule.g4 by ANTLR 4.13.2
package eleusis.rules.grammar;
import org.antlr.v4.runtime.tree.ParseTreeVisitor;

/**
 * This interface defines a complete generic visitor for a parse tree produced
 * by {@link RuleParser}.
 *
 * @param <T> The return type of the visit operation. Use {@link Void} for
 * operations with no return type.
 */
public interface RuleVisitor<T> extends ParseTreeVisitor<T> {
	/**
	 * Visit a parse tree produced by {@link RuleParser#rule_}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitRule_(RuleParser.Rule_Context ctx);
	/**
	 * Visit a parse tree produced by the {@code ifExpr}
	 * labeled alternative in {@link RuleParser#expr}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitIfExpr(RuleParser.IfExprContext ctx);
	/**
	 * Visit a parse tree produced by the {@code plainExpr}
	 * labeled alternative in {@link RuleParser#expr}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitPlainExpr(RuleParser.PlainExprContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#disjunction}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitDisjunction(RuleParser.DisjunctionContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#conjunction}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitConjunction(RuleParser.ConjunctionContext ctx);
	/**
	 * Visit a parse tree produced by the {@code notExpr}
	 * labeled alternative in {@link RuleParser#negation}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitNotExpr(RuleParser.NotExprContext ctx);
	/**
	 * Visit a parse tree produced by the {@code plainNegation}
	 * labeled alternative in {@link RuleParser#negation}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitPlainNegation(RuleParser.PlainNegationContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#comparison}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitComparison(RuleParser.ComparisonContext ctx);
	/**
	 * Visit a parse tree produced by the {@code compareTail}
	 * labeled alternative in {@link RuleParser#comparisonTail}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitCompareTail(RuleParser.CompareTailContext ctx);
	/**
	 * Visit a parse tree produced by the {@code inTail}
	 * labeled alternative in {@link RuleParser#comparisonTail}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitInTail(RuleParser.InTailContext ctx);
	/**
	 * Visit a parse tree produced by the {@code isTail}
	 * labeled alternative in {@link RuleParser#comparisonTail}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitIsTail(RuleParser.IsTailContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#compareOp}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitCompareOp(RuleParser.CompareOpContext ctx);
	/**
	 * Visit a parse tree produced by the {@code setCollection}
	 * labeled alternative in {@link RuleParser#collection}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitSetCollection(RuleParser.SetCollectionContext ctx);
	/**
	 * Visit a parse tree produced by the {@code rangeCollection}
	 * labeled alternative in {@link RuleParser#collection}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitRangeCollection(RuleParser.RangeCollectionContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#element}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitElement(RuleParser.ElementContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#property}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitProperty(RuleParser.PropertyContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#sum}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitSum(RuleParser.SumContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#sumOp}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitSumOp(RuleParser.SumOpContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#product}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitProduct(RuleParser.ProductContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#productOp}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitProductOp(RuleParser.ProductOpContext ctx);
	/**
	 * Visit a parse tree produced by the {@code negate}
	 * labeled alternative in {@link RuleParser#unary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitNegate(RuleParser.NegateContext ctx);
	/**
	 * Visit a parse tree produced by the {@code plainUnary}
	 * labeled alternative in {@link RuleParser#unary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitPlainUnary(RuleParser.PlainUnaryContext ctx);
	/**
	 * Visit a parse tree produced by the {@code intLiteral}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitIntLiteral(RuleParser.IntLiteralContext ctx);
	/**
	 * Visit a parse tree produced by the {@code rankLiteral}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitRankLiteral(RuleParser.RankLiteralContext ctx);
	/**
	 * Visit a parse tree produced by the {@code boolLiteral}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitBoolLiteral(RuleParser.BoolLiteralContext ctx);
	/**
	 * Visit a parse tree produced by the {@code suitLiteral}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitSuitLiteral(RuleParser.SuitLiteralContext ctx);
	/**
	 * Visit a parse tree produced by the {@code colorLiteral}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitColorLiteral(RuleParser.ColorLiteralContext ctx);
	/**
	 * Visit a parse tree produced by the {@code cardExpr}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitCardExpr(RuleParser.CardExprContext ctx);
	/**
	 * Visit a parse tree produced by the {@code positionExpr}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitPositionExpr(RuleParser.PositionExprContext ctx);
	/**
	 * Visit a parse tree produced by the {@code absExpr}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitAbsExpr(RuleParser.AbsExprContext ctx);
	/**
	 * Visit a parse tree produced by the {@code parenExpr}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitParenExpr(RuleParser.ParenExprContext ctx);
	/**
	 * Visit a parse tree produced by the {@code unknownName}
	 * labeled alternative in {@link RuleParser#primary}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitUnknownName(RuleParser.UnknownNameContext ctx);
	/**
	 * Visit a parse tree produced by the {@code thisCard}
	 * labeled alternative in {@link RuleParser#cardRef}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitThisCard(RuleParser.ThisCardContext ctx);
	/**
	 * Visit a parse tree produced by the {@code lastCard}
	 * labeled alternative in {@link RuleParser#cardRef}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitLastCard(RuleParser.LastCardContext ctx);
	/**
	 * Visit a parse tree produced by {@link RuleParser#word}.
	 * @param ctx the parse tree
	 * @return the visitor result
	 */
	T visitWord(RuleParser.WordContext ctx);
}