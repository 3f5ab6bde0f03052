// Generated from Rule.g4 by ANTLR 4.13.2
package eleusis.rules.grammar;
import org.antlr.v4.runtime.atn.*;
import org.antlr.v4.runtime.dfa.DFA;
import org.antlr.v4.runtime.*;
import org.antlr.v4.runtime.misc.*;
import org.antlr.v4.runtime.tree.*;
import java.util.List;
import java.util.Iterator;
import java.util.ArrayList;

@SuppressWarnings({"all", "warnings", "unchecked", "unused", "cast", "CheckReturnValue", "this-escape"})
public class RuleParser extends Parser {
	static { RuntimeMetaData.checkVersion("4.13.2", RuntimeMetaData.VERSION); }

	protected static final DFA[] _decisionToDFA;
	protected static final PredictionContextCache _sharedContextCache =
		new PredictionContextCache();
	public static final int
		IF=1, THEN=2, ELSE=3, AND=4, OR=5, NOT=6, IN=7, IS=8, MOD=9, ABS=10, TRUE=11, 
		FALSE=12, CARD=13, LAST=14, POSITION=15, RED=16, BLACK=17, FACE=18, NUMBER=19, 
		EVEN=20, ODD=21, PRIME=22, SPADES=23, HEARTS=24, DIAMONDS=25, CLUBS=26, 
		ACE=27, JACK=28, QUEEN=29, KING=30, EQ=31, NE=32, LE=33, GE=34, LT=35, 
		GT=36, PLUS=37, MINUS=38, STAR=39, RANGE=40, DOT=41, COMMA=42, LPAREN=43, 
		RPAREN=44, LBRACE=45, RBRACE=46, INT=47, IDENT=48, COMMENT=49, WS=50, 
		UNEXPECTED_CHAR=51;
	public static final int
		RULE_rule_ = 0, RULE_expr = 1, RULE_disjunction = 2, RULE_conjunction = 3, 
		RULE_negation = 4, RULE_comparison = 5, RULE_comparisonTail = 6, RULE_compareOp = 7, 
		RULE_collection = 8, RULE_element = 9, RULE_property = 10, RULE_sum = 11, 
		RULE_sumOp = 12, RULE_product = 13, RULE_productOp = 14, RULE_unary = 15, 
		RULE_primary = 16, RULE_cardRef = 17, RULE_word = 18;
	private static String[] makeRuleNames() {
		return new String[] {
			"rule_", "expr", "disjunction", "conjunction", "negation", "comparison", 
			"comparisonTail", "compareOp", "collection", "element", "property", "sum", 
			"sumOp", "product", "productOp", "unary", "primary", "cardRef", "word"
		};
	}
	public static final String[] ruleNames = makeRuleNames();

	private static String[] makeLiteralNames() {
		return new String[] {
			null, null, null, null, null, null, null, null, null, null, null, null, 
			null, null, null, null, null, null, null, null, null, null, null, null, 
			null, null, null, null, null, null, null, "'=='", "'!='", "'<='", "'>='", 
			"'<'", "'>'", "'+'", "'-'", "'*'", "'..'", "'.'", "','", "'('", "')'", 
			"'{'", "'}'"
		};
	}
	private static final String[] _LITERAL_NAMES = makeLiteralNames();
	private static String[] makeSymbolicNames() {
		return new String[] {
			null, "IF", "THEN", "ELSE", "AND", "OR", "NOT", "IN", "IS", "MOD", "ABS", 
			"TRUE", "FALSE", "CARD", "LAST", "POSITION", "RED", "BLACK", "FACE", 
			"NUMBER", "EVEN", "ODD", "PRIME", "SPADES", "HEARTS", "DIAMONDS", "CLUBS", 
			"ACE", "JACK", "QUEEN", "KING", "EQ", "NE", "LE", "GE", "LT", "GT", "PLUS", 
			"MINUS", "STAR", "RANGE", "DOT", "COMMA", "LPAREN", "RPAREN", "LBRACE", 
			"RBRACE", "INT", "IDENT", "COMMENT", "WS", "UNEXPECTED_CHAR"
		};
	}
	private static final String[] _SYMBOLIC_NAMES = makeSymbolicNames();
	public static final Vocabulary VOCABULARY = new VocabularyImpl(_LITERAL_NAMES, _SYMBOLIC_NAMES);

	/**
	 * @deprecated Use {@link #VOCABULARY} instead.
	 */
	@Deprecated
	public static final String[] tokenNames;
	static {
		tokenNames = new String[_SYMBOLIC_NAMES.length];
		for (int i = 0; i < tokenNames.length; i++) {
			tokenNames[i] = VOCABULARY.getLiteralName(i);
			if (tokenNames[i] == null) {
				tokenNames[i] = VOCABULARY.getSymbolicName(i);
			}

			if (tokenNames[i] == null) {
				tokenNames[i] = "<INVALID>";
			}
		}
	}

	@Override
	@Deprecated
	public String[] getTokenNames() {
		return tokenNames;
	}

	@Override

	public Vocabulary getVocabulary() {
		return VOCABULARY;
	}

	@Override
	public String getGrammarFileName() { return "Rule.g4"; }

	@Override
	public String[] getRuleNames() { return ruleNames; }

	@Override
	public String getSerializedATN() { return _serializedATN; }

	@Override
	public ATN getATN() { return _ATN; }

	public RuleParser(TokenStream input) {
		super(input);
		_interp = new ParserATNSimulator(this,_ATN,_decisionToDFA,_sharedContextCache);
	}

	@SuppressWarnings("CheckReturnValue")
	public static class Rule_Context extends ParserRuleContext {
		public ExprContext expr() {
			return getRuleContext(ExprContext.class,0);
		}
		public TerminalNode EOF() { return getToken(RuleParser.EOF, 0); }
		public Rule_Context(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_rule_; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitRule_(this);
			else return visitor.visitChildren(this);
		}
	}

	public final Rule_Context rule_() throws RecognitionException {
		Rule_Context _localctx = new Rule_Context(_ctx, getState());
		enterRule(_localctx, 0, RULE_rule_);
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(38);
			expr();
			setState(39);
			match(EOF);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ExprContext extends ParserRuleContext {
		public ExprContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_expr; }
	 
		public ExprContext() { }
		public void copyFrom(ExprContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class PlainExprContext extends ExprContext {
		public DisjunctionContext disjunction() {
			return getRuleContext(DisjunctionContext.class,0);
		}
		public PlainExprContext(ExprContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitPlainExpr(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class IfExprContext extends ExprContext {
		public ExprContext cond;
		public ExprContext then;
		public ExprContext otherwise;
		public TerminalNode IF() { return getToken(RuleParser.IF, 0); }
		public TerminalNode THEN() { return getToken(RuleParser.THEN, 0); }
		public List<ExprContext> expr() {
			return getRuleContexts(ExprContext.class);
		}
		public ExprContext expr(int i) {
			return getRuleContext(ExprContext.class,i);
		}
		public TerminalNode ELSE() { return getToken(RuleParser.ELSE, 0); }
		public IfExprContext(ExprContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitIfExpr(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ExprContext expr() throws RecognitionException {
		ExprContext _localctx = new ExprContext(_ctx, getState());
		enterRule(_localctx, 2, RULE_expr);
		try {
			setState(50);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case IF:
				_localctx = new IfExprContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(41);
				match(IF);
				setState(42);
				((IfExprContext)_localctx).cond = expr();
				setState(43);
				match(THEN);
				setState(44);
				((IfExprContext)_localctx).then = expr();
				setState(47);
				_errHandler.sync(this);
				switch ( getInterpreter().adaptivePredict(_input,0,_ctx) ) {
				case 1:
					{
					setState(45);
					match(ELSE);
					setState(46);
					((IfExprContext)_localctx).otherwise = expr();
					}
					break;
				}
				}
				break;
			case NOT:
			case ABS:
			case TRUE:
			case FALSE:
			case CARD:
			case LAST:
			case POSITION:
			case RED:
			case BLACK:
			case SPADES:
			case HEARTS:
			case DIAMONDS:
			case CLUBS:
			case ACE:
			case JACK:
			case QUEEN:
			case KING:
			case MINUS:
			case LPAREN:
			case INT:
			case IDENT:
				_localctx = new PlainExprContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(49);
				disjunction();
				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class DisjunctionContext extends ParserRuleContext {
		public List<ConjunctionContext> conjunction() {
			return getRuleContexts(ConjunctionContext.class);
		}
		public ConjunctionContext conjunction(int i) {
			return getRuleContext(ConjunctionContext.class,i);
		}
		public List<TerminalNode> OR() { return getTokens(RuleParser.OR); }
		public TerminalNode OR(int i) {
			return getToken(RuleParser.OR, i);
		}
		public DisjunctionContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_disjunction; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitDisjunction(this);
			else return visitor.visitChildren(this);
		}
	}

	public final DisjunctionContext disjunction() throws RecognitionException {
		DisjunctionContext _localctx = new DisjunctionContext(_ctx, getState());
		enterRule(_localctx, 4, RULE_disjunction);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(52);
			conjunction();
			setState(57);
			_errHandler.sync(this);
			_la = _input.LA(1);
			while (_la==OR) {
				{
				{
				setState(53);
				match(OR);
				setState(54);
				conjunction();
				}
				}
				setState(59);
				_errHandler.sync(this);
				_la = _input.LA(1);
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ConjunctionContext extends ParserRuleContext {
		public List<NegationContext> negation() {
			return getRuleContexts(NegationContext.class);
		}
		public NegationContext negation(int i) {
			return getRuleContext(NegationContext.class,i);
		}
		public List<TerminalNode> AND() { return getTokens(RuleParser.AND); }
		public TerminalNode AND(int i) {
			return getToken(RuleParser.AND, i);
		}
		public ConjunctionContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_conjunction; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitConjunction(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ConjunctionContext conjunction() throws RecognitionException {
		ConjunctionContext _localctx = new ConjunctionContext(_ctx, getState());
		enterRule(_localctx, 6, RULE_conjunction);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(60);
			negation();
			setState(65);
			_errHandler.sync(this);
			_la = _input.LA(1);
			while (_la==AND) {
				{
				{
				setState(61);
				match(AND);
				setState(62);
				negation();
				}
				}
				setState(67);
				_errHandler.sync(this);
				_la = _input.LA(1);
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class NegationContext extends ParserRuleContext {
		public NegationContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_negation; }
	 
		public NegationContext() { }
		public void copyFrom(NegationContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class NotExprContext extends NegationContext {
		public TerminalNode NOT() { return getToken(RuleParser.NOT, 0); }
		public NegationContext negation() {
			return getRuleContext(NegationContext.class,0);
		}
		public NotExprContext(NegationContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitNotExpr(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class PlainNegationContext extends NegationContext {
		public ComparisonContext comparison() {
			return getRuleContext(ComparisonContext.class,0);
		}
		public PlainNegationContext(NegationContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitPlainNegation(this);
			else return visitor.visitChildren(this);
		}
	}

	public final NegationContext negation() throws RecognitionException {
		NegationContext _localctx = new NegationContext(_ctx, getState());
		enterRule(_localctx, 8, RULE_negation);
		try {
			setState(71);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case NOT:
				_localctx = new NotExprContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(68);
				match(NOT);
				setState(69);
				negation();
				}
				break;
			case ABS:
			case TRUE:
			case FALSE:
			case CARD:
			case LAST:
			case POSITION:
			case RED:
			case BLACK:
			case SPADES:
			case HEARTS:
			case DIAMONDS:
			case CLUBS:
			case ACE:
			case JACK:
			case QUEEN:
			case KING:
			case MINUS:
			case LPAREN:
			case INT:
			case IDENT:
				_localctx = new PlainNegationContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(70);
				comparison();
				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ComparisonContext extends ParserRuleContext {
		public SumContext sum() {
			return getRuleContext(SumContext.class,0);
		}
		public ComparisonTailContext comparisonTail() {
			return getRuleContext(ComparisonTailContext.class,0);
		}
		public ComparisonContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_comparison; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitComparison(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ComparisonContext comparison() throws RecognitionException {
		ComparisonContext _localctx = new ComparisonContext(_ctx, getState());
		enterRule(_localctx, 10, RULE_comparison);
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(73);
			sum();
			setState(74);
			comparisonTail();
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ComparisonTailContext extends ParserRuleContext {
		public ComparisonTailContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_comparisonTail; }
	 
		public ComparisonTailContext() { }
		public void copyFrom(ComparisonTailContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class IsTailContext extends ComparisonTailContext {
		public TerminalNode IS() { return getToken(RuleParser.IS, 0); }
		public PropertyContext property() {
			return getRuleContext(PropertyContext.class,0);
		}
		public TerminalNode NOT() { return getToken(RuleParser.NOT, 0); }
		public IsTailContext(ComparisonTailContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitIsTail(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class InTailContext extends ComparisonTailContext {
		public TerminalNode IN() { return getToken(RuleParser.IN, 0); }
		public CollectionContext collection() {
			return getRuleContext(CollectionContext.class,0);
		}
		public TerminalNode NOT() { return getToken(RuleParser.NOT, 0); }
		public InTailContext(ComparisonTailContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitInTail(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class CompareTailContext extends ComparisonTailContext {
		public List<CompareOpContext> compareOp() {
			return getRuleContexts(CompareOpContext.class);
		}
		public CompareOpContext compareOp(int i) {
			return getRuleContext(CompareOpContext.class,i);
		}
		public List<SumContext> sum() {
			return getRuleContexts(SumContext.class);
		}
		public SumContext sum(int i) {
			return getRuleContext(SumContext.class,i);
		}
		public CompareTailContext(ComparisonTailContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitCompareTail(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ComparisonTailContext comparisonTail() throws RecognitionException {
		ComparisonTailContext _localctx = new ComparisonTailContext(_ctx, getState());
		enterRule(_localctx, 12, RULE_comparisonTail);
		int _la;
		try {
			setState(94);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case EOF:
			case THEN:
			case ELSE:
			case AND:
			case OR:
			case EQ:
			case NE:
			case LE:
			case GE:
			case LT:
			case GT:
			case RPAREN:
				_localctx = new CompareTailContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(81);
				_errHandler.sync(this);
				_la = _input.LA(1);
				while ((((_la) & ~0x3f) == 0 && ((1L << _la) & 135291469824L) != 0)) {
					{
					{
					setState(76);
					compareOp();
					setState(77);
					sum();
					}
					}
					setState(83);
					_errHandler.sync(this);
					_la = _input.LA(1);
				}
				}
				break;
			case NOT:
			case IN:
				_localctx = new InTailContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(85);
				_errHandler.sync(this);
				_la = _input.LA(1);
				if (_la==NOT) {
					{
					setState(84);
					match(NOT);
					}
				}

				setState(87);
				match(IN);
				setState(88);
				collection();
				}
				break;
			case IS:
				_localctx = new IsTailContext(_localctx);
				enterOuterAlt(_localctx, 3);
				{
				setState(89);
				match(IS);
				setState(91);
				_errHandler.sync(this);
				_la = _input.LA(1);
				if (_la==NOT) {
					{
					setState(90);
					match(NOT);
					}
				}

				setState(93);
				property();
				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class CompareOpContext extends ParserRuleContext {
		public TerminalNode EQ() { return getToken(RuleParser.EQ, 0); }
		public TerminalNode NE() { return getToken(RuleParser.NE, 0); }
		public TerminalNode LT() { return getToken(RuleParser.LT, 0); }
		public TerminalNode LE() { return getToken(RuleParser.LE, 0); }
		public TerminalNode GT() { return getToken(RuleParser.GT, 0); }
		public TerminalNode GE() { return getToken(RuleParser.GE, 0); }
		public CompareOpContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_compareOp; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitCompareOp(this);
			else return visitor.visitChildren(this);
		}
	}

	public final CompareOpContext compareOp() throws RecognitionException {
		CompareOpContext _localctx = new CompareOpContext(_ctx, getState());
		enterRule(_localctx, 14, RULE_compareOp);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(96);
			_la = _input.LA(1);
			if ( !((((_la) & ~0x3f) == 0 && ((1L << _la) & 135291469824L) != 0)) ) {
			_errHandler.recoverInline(this);
			}
			else {
				if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
				_errHandler.reportMatch(this);
				consume();
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class CollectionContext extends ParserRuleContext {
		public CollectionContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_collection; }
	 
		public CollectionContext() { }
		public void copyFrom(CollectionContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class SetCollectionContext extends CollectionContext {
		public TerminalNode LBRACE() { return getToken(RuleParser.LBRACE, 0); }
		public TerminalNode RBRACE() { return getToken(RuleParser.RBRACE, 0); }
		public List<ElementContext> element() {
			return getRuleContexts(ElementContext.class);
		}
		public ElementContext element(int i) {
			return getRuleContext(ElementContext.class,i);
		}
		public List<TerminalNode> COMMA() { return getTokens(RuleParser.COMMA); }
		public TerminalNode COMMA(int i) {
			return getToken(RuleParser.COMMA, i);
		}
		public SetCollectionContext(CollectionContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitSetCollection(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class RangeCollectionContext extends CollectionContext {
		public List<SumContext> sum() {
			return getRuleContexts(SumContext.class);
		}
		public SumContext sum(int i) {
			return getRuleContext(SumContext.class,i);
		}
		public TerminalNode RANGE() { return getToken(RuleParser.RANGE, 0); }
		public RangeCollectionContext(CollectionContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitRangeCollection(this);
			else return visitor.visitChildren(this);
		}
	}

	public final CollectionContext collection() throws RecognitionException {
		CollectionContext _localctx = new CollectionContext(_ctx, getState());
		enterRule(_localctx, 16, RULE_collection);
		int _la;
		try {
			setState(114);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case LBRACE:
				_localctx = new SetCollectionContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(98);
				match(LBRACE);
				setState(107);
				_errHandler.sync(this);
				_la = _input.LA(1);
				if ((((_la) & ~0x3f) == 0 && ((1L << _la) & 431285575351296L) != 0)) {
					{
					setState(99);
					element();
					setState(104);
					_errHandler.sync(this);
					_la = _input.LA(1);
					while (_la==COMMA) {
						{
						{
						setState(100);
						match(COMMA);
						setState(101);
						element();
						}
						}
						setState(106);
						_errHandler.sync(this);
						_la = _input.LA(1);
					}
					}
				}

				setState(109);
				match(RBRACE);
				}
				break;
			case ABS:
			case TRUE:
			case FALSE:
			case CARD:
			case LAST:
			case POSITION:
			case RED:
			case BLACK:
			case SPADES:
			case HEARTS:
			case DIAMONDS:
			case CLUBS:
			case ACE:
			case JACK:
			case QUEEN:
			case KING:
			case MINUS:
			case LPAREN:
			case INT:
			case IDENT:
				_localctx = new RangeCollectionContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(110);
				sum();
				setState(111);
				match(RANGE);
				setState(112);
				sum();
				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ElementContext extends ParserRuleContext {
		public List<SumContext> sum() {
			return getRuleContexts(SumContext.class);
		}
		public SumContext sum(int i) {
			return getRuleContext(SumContext.class,i);
		}
		public TerminalNode RANGE() { return getToken(RuleParser.RANGE, 0); }
		public ElementContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_element; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitElement(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ElementContext element() throws RecognitionException {
		ElementContext _localctx = new ElementContext(_ctx, getState());
		enterRule(_localctx, 18, RULE_element);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(116);
			sum();
			setState(119);
			_errHandler.sync(this);
			_la = _input.LA(1);
			if (_la==RANGE) {
				{
				setState(117);
				match(RANGE);
				setState(118);
				sum();
				}
			}

			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class PropertyContext extends ParserRuleContext {
		public TerminalNode RED() { return getToken(RuleParser.RED, 0); }
		public TerminalNode BLACK() { return getToken(RuleParser.BLACK, 0); }
		public TerminalNode FACE() { return getToken(RuleParser.FACE, 0); }
		public TerminalNode NUMBER() { return getToken(RuleParser.NUMBER, 0); }
		public TerminalNode EVEN() { return getToken(RuleParser.EVEN, 0); }
		public TerminalNode ODD() { return getToken(RuleParser.ODD, 0); }
		public TerminalNode PRIME() { return getToken(RuleParser.PRIME, 0); }
		public TerminalNode SPADES() { return getToken(RuleParser.SPADES, 0); }
		public TerminalNode HEARTS() { return getToken(RuleParser.HEARTS, 0); }
		public TerminalNode DIAMONDS() { return getToken(RuleParser.DIAMONDS, 0); }
		public TerminalNode CLUBS() { return getToken(RuleParser.CLUBS, 0); }
		public PropertyContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_property; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitProperty(this);
			else return visitor.visitChildren(this);
		}
	}

	public final PropertyContext property() throws RecognitionException {
		PropertyContext _localctx = new PropertyContext(_ctx, getState());
		enterRule(_localctx, 20, RULE_property);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(121);
			_la = _input.LA(1);
			if ( !((((_la) & ~0x3f) == 0 && ((1L << _la) & 134152192L) != 0)) ) {
			_errHandler.recoverInline(this);
			}
			else {
				if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
				_errHandler.reportMatch(this);
				consume();
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class SumContext extends ParserRuleContext {
		public List<ProductContext> product() {
			return getRuleContexts(ProductContext.class);
		}
		public ProductContext product(int i) {
			return getRuleContext(ProductContext.class,i);
		}
		public List<SumOpContext> sumOp() {
			return getRuleContexts(SumOpContext.class);
		}
		public SumOpContext sumOp(int i) {
			return getRuleContext(SumOpContext.class,i);
		}
		public SumContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_sum; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitSum(this);
			else return visitor.visitChildren(this);
		}
	}

	public final SumContext sum() throws RecognitionException {
		SumContext _localctx = new SumContext(_ctx, getState());
		enterRule(_localctx, 22, RULE_sum);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(123);
			product();
			setState(129);
			_errHandler.sync(this);
			_la = _input.LA(1);
			while (_la==PLUS || _la==MINUS) {
				{
				{
				setState(124);
				sumOp();
				setState(125);
				product();
				}
				}
				setState(131);
				_errHandler.sync(this);
				_la = _input.LA(1);
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class SumOpContext extends ParserRuleContext {
		public TerminalNode PLUS() { return getToken(RuleParser.PLUS, 0); }
		public TerminalNode MINUS() { return getToken(RuleParser.MINUS, 0); }
		public SumOpContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_sumOp; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitSumOp(this);
			else return visitor.visitChildren(this);
		}
	}

	public final SumOpContext sumOp() throws RecognitionException {
		SumOpContext _localctx = new SumOpContext(_ctx, getState());
		enterRule(_localctx, 24, RULE_sumOp);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(132);
			_la = _input.LA(1);
			if ( !(_la==PLUS || _la==MINUS) ) {
			_errHandler.recoverInline(this);
			}
			else {
				if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
				_errHandler.reportMatch(this);
				consume();
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ProductContext extends ParserRuleContext {
		public List<UnaryContext> unary() {
			return getRuleContexts(UnaryContext.class);
		}
		public UnaryContext unary(int i) {
			return getRuleContext(UnaryContext.class,i);
		}
		public List<ProductOpContext> productOp() {
			return getRuleContexts(ProductOpContext.class);
		}
		public ProductOpContext productOp(int i) {
			return getRuleContext(ProductOpContext.class,i);
		}
		public ProductContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_product; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitProduct(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ProductContext product() throws RecognitionException {
		ProductContext _localctx = new ProductContext(_ctx, getState());
		enterRule(_localctx, 26, RULE_product);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(134);
			unary();
			setState(140);
			_errHandler.sync(this);
			_la = _input.LA(1);
			while (_la==MOD || _la==STAR) {
				{
				{
				setState(135);
				productOp();
				setState(136);
				unary();
				}
				}
				setState(142);
				_errHandler.sync(this);
				_la = _input.LA(1);
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class ProductOpContext extends ParserRuleContext {
		public TerminalNode STAR() { return getToken(RuleParser.STAR, 0); }
		public TerminalNode MOD() { return getToken(RuleParser.MOD, 0); }
		public ProductOpContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_productOp; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitProductOp(this);
			else return visitor.visitChildren(this);
		}
	}

	public final ProductOpContext productOp() throws RecognitionException {
		ProductOpContext _localctx = new ProductOpContext(_ctx, getState());
		enterRule(_localctx, 28, RULE_productOp);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(143);
			_la = _input.LA(1);
			if ( !(_la==MOD || _la==STAR) ) {
			_errHandler.recoverInline(this);
			}
			else {
				if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
				_errHandler.reportMatch(this);
				consume();
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class UnaryContext extends ParserRuleContext {
		public UnaryContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_unary; }
	 
		public UnaryContext() { }
		public void copyFrom(UnaryContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class PlainUnaryContext extends UnaryContext {
		public PrimaryContext primary() {
			return getRuleContext(PrimaryContext.class,0);
		}
		public PlainUnaryContext(UnaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitPlainUnary(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class NegateContext extends UnaryContext {
		public TerminalNode MINUS() { return getToken(RuleParser.MINUS, 0); }
		public UnaryContext unary() {
			return getRuleContext(UnaryContext.class,0);
		}
		public NegateContext(UnaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitNegate(this);
			else return visitor.visitChildren(this);
		}
	}

	public final UnaryContext unary() throws RecognitionException {
		UnaryContext _localctx = new UnaryContext(_ctx, getState());
		enterRule(_localctx, 30, RULE_unary);
		try {
			setState(148);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case MINUS:
				_localctx = new NegateContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(145);
				match(MINUS);
				setState(146);
				unary();
				}
				break;
			case ABS:
			case TRUE:
			case FALSE:
			case CARD:
			case LAST:
			case POSITION:
			case RED:
			case BLACK:
			case SPADES:
			case HEARTS:
			case DIAMONDS:
			case CLUBS:
			case ACE:
			case JACK:
			case QUEEN:
			case KING:
			case LPAREN:
			case INT:
			case IDENT:
				_localctx = new PlainUnaryContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(147);
				primary();
				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class PrimaryContext extends ParserRuleContext {
		public PrimaryContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_primary; }
	 
		public PrimaryContext() { }
		public void copyFrom(PrimaryContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class UnknownNameContext extends PrimaryContext {
		public TerminalNode IDENT() { return getToken(RuleParser.IDENT, 0); }
		public TerminalNode DOT() { return getToken(RuleParser.DOT, 0); }
		public WordContext word() {
			return getRuleContext(WordContext.class,0);
		}
		public UnknownNameContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitUnknownName(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class IntLiteralContext extends PrimaryContext {
		public TerminalNode INT() { return getToken(RuleParser.INT, 0); }
		public IntLiteralContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitIntLiteral(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class RankLiteralContext extends PrimaryContext {
		public TerminalNode ACE() { return getToken(RuleParser.ACE, 0); }
		public TerminalNode JACK() { return getToken(RuleParser.JACK, 0); }
		public TerminalNode QUEEN() { return getToken(RuleParser.QUEEN, 0); }
		public TerminalNode KING() { return getToken(RuleParser.KING, 0); }
		public RankLiteralContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitRankLiteral(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class AbsExprContext extends PrimaryContext {
		public TerminalNode ABS() { return getToken(RuleParser.ABS, 0); }
		public TerminalNode LPAREN() { return getToken(RuleParser.LPAREN, 0); }
		public ExprContext expr() {
			return getRuleContext(ExprContext.class,0);
		}
		public TerminalNode RPAREN() { return getToken(RuleParser.RPAREN, 0); }
		public AbsExprContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitAbsExpr(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class BoolLiteralContext extends PrimaryContext {
		public TerminalNode TRUE() { return getToken(RuleParser.TRUE, 0); }
		public TerminalNode FALSE() { return getToken(RuleParser.FALSE, 0); }
		public BoolLiteralContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitBoolLiteral(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class SuitLiteralContext extends PrimaryContext {
		public TerminalNode SPADES() { return getToken(RuleParser.SPADES, 0); }
		public TerminalNode HEARTS() { return getToken(RuleParser.HEARTS, 0); }
		public TerminalNode DIAMONDS() { return getToken(RuleParser.DIAMONDS, 0); }
		public TerminalNode CLUBS() { return getToken(RuleParser.CLUBS, 0); }
		public SuitLiteralContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitSuitLiteral(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class CardExprContext extends PrimaryContext {
		public WordContext attribute;
		public CardRefContext cardRef() {
			return getRuleContext(CardRefContext.class,0);
		}
		public TerminalNode DOT() { return getToken(RuleParser.DOT, 0); }
		public WordContext word() {
			return getRuleContext(WordContext.class,0);
		}
		public CardExprContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitCardExpr(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class ParenExprContext extends PrimaryContext {
		public TerminalNode LPAREN() { return getToken(RuleParser.LPAREN, 0); }
		public ExprContext expr() {
			return getRuleContext(ExprContext.class,0);
		}
		public TerminalNode RPAREN() { return getToken(RuleParser.RPAREN, 0); }
		public ParenExprContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitParenExpr(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class ColorLiteralContext extends PrimaryContext {
		public TerminalNode RED() { return getToken(RuleParser.RED, 0); }
		public TerminalNode BLACK() { return getToken(RuleParser.BLACK, 0); }
		public ColorLiteralContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitColorLiteral(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class PositionExprContext extends PrimaryContext {
		public TerminalNode POSITION() { return getToken(RuleParser.POSITION, 0); }
		public PositionExprContext(PrimaryContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitPositionExpr(this);
			else return visitor.visitChildren(this);
		}
	}

	public final PrimaryContext primary() throws RecognitionException {
		PrimaryContext _localctx = new PrimaryContext(_ctx, getState());
		enterRule(_localctx, 32, RULE_primary);
		int _la;
		try {
			setState(175);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case INT:
				_localctx = new IntLiteralContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(150);
				match(INT);
				}
				break;
			case ACE:
			case JACK:
			case QUEEN:
			case KING:
				_localctx = new RankLiteralContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(151);
				_la = _input.LA(1);
				if ( !((((_la) & ~0x3f) == 0 && ((1L << _la) & 2013265920L) != 0)) ) {
				_errHandler.recoverInline(this);
				}
				else {
					if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
					_errHandler.reportMatch(this);
					consume();
				}
				}
				break;
			case TRUE:
			case FALSE:
				_localctx = new BoolLiteralContext(_localctx);
				enterOuterAlt(_localctx, 3);
				{
				setState(152);
				_la = _input.LA(1);
				if ( !(_la==TRUE || _la==FALSE) ) {
				_errHandler.recoverInline(this);
				}
				else {
					if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
					_errHandler.reportMatch(this);
					consume();
				}
				}
				break;
			case SPADES:
			case HEARTS:
			case DIAMONDS:
			case CLUBS:
				_localctx = new SuitLiteralContext(_localctx);
				enterOuterAlt(_localctx, 4);
				{
				setState(153);
				_la = _input.LA(1);
				if ( !((((_la) & ~0x3f) == 0 && ((1L << _la) & 125829120L) != 0)) ) {
				_errHandler.recoverInline(this);
				}
				else {
					if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
					_errHandler.reportMatch(this);
					consume();
				}
				}
				break;
			case RED:
			case BLACK:
				_localctx = new ColorLiteralContext(_localctx);
				enterOuterAlt(_localctx, 5);
				{
				setState(154);
				_la = _input.LA(1);
				if ( !(_la==RED || _la==BLACK) ) {
				_errHandler.recoverInline(this);
				}
				else {
					if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
					_errHandler.reportMatch(this);
					consume();
				}
				}
				break;
			case CARD:
			case LAST:
				_localctx = new CardExprContext(_localctx);
				enterOuterAlt(_localctx, 6);
				{
				setState(155);
				cardRef();
				setState(158);
				_errHandler.sync(this);
				_la = _input.LA(1);
				if (_la==DOT) {
					{
					setState(156);
					match(DOT);
					setState(157);
					((CardExprContext)_localctx).attribute = word();
					}
				}

				}
				break;
			case POSITION:
				_localctx = new PositionExprContext(_localctx);
				enterOuterAlt(_localctx, 7);
				{
				setState(160);
				match(POSITION);
				}
				break;
			case ABS:
				_localctx = new AbsExprContext(_localctx);
				enterOuterAlt(_localctx, 8);
				{
				setState(161);
				match(ABS);
				setState(162);
				match(LPAREN);
				setState(163);
				expr();
				setState(164);
				match(RPAREN);
				}
				break;
			case LPAREN:
				_localctx = new ParenExprContext(_localctx);
				enterOuterAlt(_localctx, 9);
				{
				setState(166);
				match(LPAREN);
				setState(167);
				expr();
				setState(168);
				match(RPAREN);
				}
				break;
			case IDENT:
				_localctx = new UnknownNameContext(_localctx);
				enterOuterAlt(_localctx, 10);
				{
				setState(170);
				match(IDENT);
				setState(173);
				_errHandler.sync(this);
				_la = _input.LA(1);
				if (_la==DOT) {
					{
					setState(171);
					match(DOT);
					setState(172);
					word();
					}
				}

				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class CardRefContext extends ParserRuleContext {
		public CardRefContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_cardRef; }
	 
		public CardRefContext() { }
		public void copyFrom(CardRefContext ctx) {
			super.copyFrom(ctx);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class LastCardContext extends CardRefContext {
		public TerminalNode LAST() { return getToken(RuleParser.LAST, 0); }
		public TerminalNode LPAREN() { return getToken(RuleParser.LPAREN, 0); }
		public TerminalNode INT() { return getToken(RuleParser.INT, 0); }
		public TerminalNode RPAREN() { return getToken(RuleParser.RPAREN, 0); }
		public LastCardContext(CardRefContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitLastCard(this);
			else return visitor.visitChildren(this);
		}
	}
	@SuppressWarnings("CheckReturnValue")
	public static class ThisCardContext extends CardRefContext {
		public TerminalNode CARD() { return getToken(RuleParser.CARD, 0); }
		public ThisCardContext(CardRefContext ctx) { copyFrom(ctx); }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitThisCard(this);
			else return visitor.visitChildren(this);
		}
	}

	public final CardRefContext cardRef() throws RecognitionException {
		CardRefContext _localctx = new CardRefContext(_ctx, getState());
		enterRule(_localctx, 34, RULE_cardRef);
		int _la;
		try {
			setState(184);
			_errHandler.sync(this);
			switch (_input.LA(1)) {
			case CARD:
				_localctx = new ThisCardContext(_localctx);
				enterOuterAlt(_localctx, 1);
				{
				setState(177);
				match(CARD);
				}
				break;
			case LAST:
				_localctx = new LastCardContext(_localctx);
				enterOuterAlt(_localctx, 2);
				{
				setState(178);
				match(LAST);
				setState(182);
				_errHandler.sync(this);
				_la = _input.LA(1);
				if (_la==LPAREN) {
					{
					setState(179);
					match(LPAREN);
					setState(180);
					match(INT);
					setState(181);
					match(RPAREN);
					}
				}

				}
				break;
			default:
				throw new NoViableAltException(this);
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	@SuppressWarnings("CheckReturnValue")
	public static class WordContext extends ParserRuleContext {
		public TerminalNode IDENT() { return getToken(RuleParser.IDENT, 0); }
		public TerminalNode NUMBER() { return getToken(RuleParser.NUMBER, 0); }
		public TerminalNode RED() { return getToken(RuleParser.RED, 0); }
		public TerminalNode BLACK() { return getToken(RuleParser.BLACK, 0); }
		public TerminalNode FACE() { return getToken(RuleParser.FACE, 0); }
		public TerminalNode EVEN() { return getToken(RuleParser.EVEN, 0); }
		public TerminalNode ODD() { return getToken(RuleParser.ODD, 0); }
		public TerminalNode PRIME() { return getToken(RuleParser.PRIME, 0); }
		public TerminalNode SPADES() { return getToken(RuleParser.SPADES, 0); }
		public TerminalNode HEARTS() { return getToken(RuleParser.HEARTS, 0); }
		public TerminalNode DIAMONDS() { return getToken(RuleParser.DIAMONDS, 0); }
		public TerminalNode CLUBS() { return getToken(RuleParser.CLUBS, 0); }
		public TerminalNode CARD() { return getToken(RuleParser.CARD, 0); }
		public TerminalNode LAST() { return getToken(RuleParser.LAST, 0); }
		public TerminalNode POSITION() { return getToken(RuleParser.POSITION, 0); }
		public TerminalNode TRUE() { return getToken(RuleParser.TRUE, 0); }
		public TerminalNode FALSE() { return getToken(RuleParser.FALSE, 0); }
		public TerminalNode ABS() { return getToken(RuleParser.ABS, 0); }
		public TerminalNode MOD() { return getToken(RuleParser.MOD, 0); }
		public TerminalNode ACE() { return getToken(RuleParser.ACE, 0); }
		public TerminalNode JACK() { return getToken(RuleParser.JACK, 0); }
		public TerminalNode QUEEN() { return getToken(RuleParser.QUEEN, 0); }
		public TerminalNode KING() { return getToken(RuleParser.KING, 0); }
		public WordContext(ParserRuleContext parent, int invokingState) {
			super(parent, invokingState);
		}
		@Override public int getRuleIndex() { return RULE_word; }
		@Override
		public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
			if ( visitor instanceof RuleVisitor ) return ((RuleVisitor<? extends T>)visitor).visitWord(this);
			else return visitor.visitChildren(this);
		}
	}

	public final WordContext word() throws RecognitionException {
		WordContext _localctx = new WordContext(_ctx, getState());
		enterRule(_localctx, 36, RULE_word);
		int _la;
		try {
			enterOuterAlt(_localctx, 1);
			{
			setState(186);
			_la = _input.LA(1);
			if ( !((((_la) & ~0x3f) == 0 && ((1L << _la) & 281477124193792L) != 0)) ) {
			_errHandler.recoverInline(this);
			}
			else {
				if ( _input.LA(1)==Token.EOF ) matchedEOF = true;
				_errHandler.reportMatch(this);
				consume();
			}
			}
		}
		catch (RecognitionException re) {
			_localctx.exception = re;
			_errHandler.reportError(this, re);
			_errHandler.recover(this, re);
		}
		finally {
			exitRule();
		}
		return _localctx;
	}

	public static final String _serializedATN =
		"\u0004\u00013\u00bd\u0002\u0000\u0007\u0000\u0002\u0001\u0007\u0001\u0002"+
		"\u0002\u0007\u0002\u0002\u0003\u0007\u0003\u0002\u0004\u0007\u0004\u0002"+
		"\u0005\u0007\u0005\u0002\u0006\u0007\u0006\u0002\u0007\u0007\u0007\u0002"+
		"\b\u0007\b\u0002\t\u0007\t\u0002\n\u0007\n\u0002\u000b\u0007\u000b\u0002"+
		"\f\u0007\f\u0002\r\u0007\r\u0002\u000e\u0007\u000e\u0002\u000f\u0007\u000f"+
		"\u0002\u0010\u0007\u0010\u0002\u0011\u0007\u0011\u0002\u0012\u0007\u0012"+
		"\u0001\u0000\u0001\u0000\u0001\u0000\u0001\u0001\u0001\u0001\u0001\u0001"+
		"\u0001\u0001\u0001\u0001\u0001\u0001\u0003\u00010\b\u0001\u0001\u0001"+
		"\u0003\u00013\b\u0001\u0001\u0002\u0001\u0002\u0001\u0002\u0005\u0002"+
		"8\b\u0002\n\u0002\f\u0002;\t\u0002\u0001\u0003\u0001\u0003\u0001\u0003"+
		"\u0005\u0003@\b\u0003\n\u0003\f\u0003C\t\u0003\u0001\u0004\u0001\u0004"+
		"\u0001\u0004\u0003\u0004H\b\u0004\u0001\u0005\u0001\u0005\u0001\u0005"+
		"\u0001\u0006\u0001\u0006\u0001\u0006\u0005\u0006P\b\u0006\n\u0006\f\u0006"+
		"S\t\u0006\u0001\u0006\u0003\u0006V\b\u0006\u0001\u0006\u0001\u0006\u0001"+
		"\u0006\u0001\u0006\u0003\u0006\\\b\u0006\u0001\u0006\u0003\u0006_\b\u0006"+
		"\u0001\u0007\u0001\u0007\u0001\b\u0001\b\u0001\b\u0001\b\u0005\bg\b\b"+
		"\n\b\f\bj\t\b\u0003\bl\b\b\u0001\b\u0001\b\u0001\b\u0001\b\u0001\b\u0003"+
		"\bs\b\b\u0001\t\u0001\t\u0001\t\u0003\tx\b\t\u0001\n\u0001\n\u0001\u000b"+
		"\u0001\u000b\u0001\u000b\u0001\u000b\u0005\u000b\u0080\b\u000b\n\u000b"+
		"\f\u000b\u0083\t\u000b\u0001\f\u0001\f\u0001\r\u0001\r\u0001\r\u0001\r"+
		"\u0005\r\u008b\b\r\n\r\f\r\u008e\t\r\u0001\u000e\u0001\u000e\u0001\u000f"+
		"\u0001\u000f\u0001\u000f\u0003\u000f\u0095\b\u000f\u0001\u0010\u0001\u0010"+
		"\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010"+
		"\u0003\u0010\u009f\b\u0010\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010"+
		"\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010\u0001\u0010"+
		"\u0001\u0010\u0001\u0010\u0001\u0010\u0003\u0010\u00ae\b\u0010\u0003\u0010"+
		"\u00b0\b\u0010\u0001\u0011\u0001\u0011\u0001\u0011\u0001\u0011\u0001\u0011"+
		"\u0003\u0011\u00b7\b\u0011\u0003\u0011\u00b9\b\u0011\u0001\u0012\u0001"+
		"\u0012\u0001\u0012\u0000\u0000\u0013\u0000\u0002\u0004\u0006\b\n\f\u000e"+
		"\u0010\u0012\u0014\u0016\u0018\u001a\u001c\u001e \"$\u0000\t\u0001\u0000"+
		"\u001f$\u0001\u0000\u0010\u001a\u0001\u0000%&\u0002\u0000\t\t\'\'\u0001"+
		"\u0000\u001b\u001e\u0001\u0000\u000b\f\u0001\u0000\u0017\u001a\u0001\u0000"+
		"\u0010\u0011\u0002\u0000\t\u001e00\u00c7\u0000&\u0001\u0000\u0000\u0000"+
		"\u00022\u0001\u0000\u0000\u0000\u00044\u0001\u0000\u0000\u0000\u0006<"+
		"\u0001\u0000\u0000\u0000\bG\u0001\u0000\u0000\u0000\nI\u0001\u0000\u0000"+
		"\u0000\f^\u0001\u0000\u0000\u0000\u000e`\u0001\u0000\u0000\u0000\u0010"+
		"r\u0001\u0000\u0000\u0000\u0012t\u0001\u0000\u0000\u0000\u0014y\u0001"+
		"\u0000\u0000\u0000\u0016{\u0001\u0000\u0000\u0000\u0018\u0084\u0001\u0000"+
		"\u0000\u0000\u001a\u0086\u0001\u0000\u0000\u0000\u001c\u008f\u0001\u0000"+
		"\u0000\u0000\u001e\u0094\u0001\u0000\u0000\u0000 \u00af\u0001\u0000\u0000"+
		"\u0000\"\u00b8\u0001\u0000\u0000\u0000$\u00ba\u0001\u0000\u0000\u0000"+
		"&\'\u0003\u0002\u0001\u0000\'(\u0005\u0000\u0000\u0001(\u0001\u0001\u0000"+
		"\u0000\u0000)*\u0005\u0001\u0000\u0000*+\u0003\u0002\u0001\u0000+,\u0005"+
		"\u0002\u0000\u0000,/\u0003\u0002\u0001\u0000-.\u0005\u0003\u0000\u0000"+
		".0\u0003\u0002\u0001\u0000/-\u0001\u0000\u0000\u0000/0\u0001\u0000\u0000"+
		"\u000003\u0001\u0000\u0000\u000013\u0003\u0004\u0002\u00002)\u0001\u0000"+
		"\u0000\u000021\u0001\u0000\u0000\u00003\u0003\u0001\u0000\u0000\u0000"+
		"49\u0003\u0006\u0003\u000056\u0005\u0005\u0000\u000068\u0003\u0006\u0003"+
		"\u000075\u0001\u0000\u0000\u00008;\u0001\u0000\u0000\u000097\u0001\u0000"+
		"\u0000\u00009:\u0001\u0000\u0000\u0000:\u0005\u0001\u0000\u0000\u0000"+
		";9\u0001\u0000\u0000\u0000<A\u0003\b\u0004\u0000=>\u0005\u0004\u0000\u0000"+
		">@\u0003\b\u0004\u0000?=\u0001\u0000\u0000\u0000@C\u0001\u0000\u0000\u0000"+
		"A?\u0001\u0000\u0000\u0000AB\u0001\u0000\u0000\u0000B\u0007\u0001\u0000"+
		"\u0000\u0000CA\u0001\u0000\u0000\u0000DE\u0005\u0006\u0000\u0000EH\u0003"+
		"\b\u0004\u0000FH\u0003\n\u0005\u0000GD\u0001\u0000\u0000\u0000GF\u0001"+
		"\u0000\u0000\u0000H\t\u0001\u0000\u0000\u0000IJ\u0003\u0016\u000b\u0000"+
		"JK\u0003\f\u0006\u0000K\u000b\u0001\u0000\u0000\u0000LM\u0003\u000e\u0007"+
		"\u0000MN\u0003\u0016\u000b\u0000NP\u0001\u0000\u0000\u0000OL\u0001\u0000"+
		"\u0000\u0000PS\u0001\u0000\u0000\u0000QO\u0001\u0000\u0000\u0000QR\u0001"+
		"\u0000\u0000\u0000R_\u0001\u0000\u0000\u0000SQ\u0001\u0000\u0000\u0000"+
		"TV\u0005\u0006\u0000\u0000UT\u0001\u0000\u0000\u0000UV\u0001\u0000\u0000"+
		"\u0000VW\u0001\u0000\u0000\u0000WX\u0005\u0007\u0000\u0000X_\u0003\u0010"+
		"\b\u0000Y[\u0005\b\u0000\u0000Z\\\u0005\u0006\u0000\u0000[Z\u0001\u0000"+
		"\u0000\u0000[\\\u0001\u0000\u0000\u0000\\]\u0001\u0000\u0000\u0000]_\u0003"+
		"\u0014\n\u0000^Q\u0001\u0000\u0000\u0000^U\u0001\u0000\u0000\u0000^Y\u0001"+
		"\u0000\u0000\u0000_\r\u0001\u0000\u0000\u0000`a\u0007\u0000\u0000\u0000"+
		"a\u000f\u0001\u0000\u0000\u0000bk\u0005-\u0000\u0000ch\u0003\u0012\t\u0000"+
		"de\u0005*\u0000\u0000eg\u0003\u0012\t\u0000fd\u0001\u0000\u0000\u0000"+
		"gj\u0001\u0000\u0000\u0000hf\u0001\u0000\u0000\u0000hi\u0001\u0000\u0000"+
		"\u0000il\u0001\u0000\u0000\u0000jh\u0001\u0000\u0000\u0000kc\u0001\u0000"+
		"\u0000\u0000kl\u0001\u0000\u0000\u0000lm\u0001\u0000\u0000\u0000ms\u0005"+
		".\u0000\u0000no\u0003\u0016\u000b\u0000op\u0005(\u0000\u0000pq\u0003\u0016"+
		"\u000b\u0000qs\u0001\u0000\u0000\u0000rb\u0001\u0000\u0000\u0000rn\u0001"+
		"\u0000\u0000\u0000s\u0011\u0001\u0000\u0000\u0000tw\u0003\u0016\u000b"+
		"\u0000uv\u0005(\u0000\u0000vx\u0003\u0016\u000b\u0000wu\u0001\u0000\u0000"+
		"\u0000wx\u0001\u0000\u0000\u0000x\u0013\u0001\u0000\u0000\u0000yz\u0007"+
		"\u0001\u0000\u0000z\u0015\u0001\u0000\u0000\u0000{\u0081\u0003\u001a\r"+
		"\u0000|}\u0003\u0018\f\u0000}~\u0003\u001a\r\u0000~\u0080\u0001\u0000"+
		"\u0000\u0000\u007f|\u0001\u0000\u0000\u0000\u0080\u0083\u0001\u0000\u0000"+
		"\u0000\u0081\u007f\u0001\u0000\u0000\u0000\u0081\u0082\u0001\u0000\u0000"+
		"\u0000\u0082\u0017\u0001\u0000\u0000\u0000\u0083\u0081\u0001\u0000\u0000"+
		"\u0000\u0084\u0085\u0007\u0002\u0000\u0000\u0085\u0019\u0001\u0000\u0000"+
		"\u0000\u0086\u008c\u0003\u001e\u000f\u0000\u0087\u0088\u0003\u001c\u000e"+
		"\u0000\u0088\u0089\u0003\u001e\u000f\u0000\u0089\u008b\u0001\u0000\u0000"+
		"\u0000\u008a\u0087\u0001\u0000\u0000\u0000\u008b\u008e\u0001\u0000\u0000"+
		"\u0000\u008c\u008a\u0001\u0000\u0000\u0000\u008c\u008d\u0001\u0000\u0000"+
		"\u0000\u008d\u001b\u0001\u0000\u0000\u0000\u008e\u008c\u0001\u0000\u0000"+
		"\u0000\u008f\u0090\u0007\u0003\u0000\u0000\u0090\u001d\u0001\u0000\u0000"+
		"\u0000\u0091\u0092\u0005&\u0000\u0000\u0092\u0095\u0003\u001e\u000f\u0000"+
		"\u0093\u0095\u0003 \u0010\u0000\u0094\u0091\u0001\u0000\u0000\u0000\u0094"+
		"\u0093\u0001\u0000\u0000\u0000\u0095\u001f\u0001\u0000\u0000\u0000\u0096"+
		"\u00b0\u0005/\u0000\u0000\u0097\u00b0\u0007\u0004\u0000\u0000\u0098\u00b0"+
		"\u0007\u0005\u0000\u0000\u0099\u00b0\u0007\u0006\u0000\u0000\u009a\u00b0"+
		"\u0007\u0007\u0000\u0000\u009b\u009e\u0003\"\u0011\u0000\u009c\u009d\u0005"+
		")\u0000\u0000\u009d\u009f\u0003$\u0012\u0000\u009e\u009c\u0001\u0000\u0000"+
		"\u0000\u009e\u009f\u0001\u0000\u0000\u0000\u009f\u00b0\u0001\u0000\u0000"+
		"\u0000\u00a0\u00b0\u0005\u000f\u0000\u0000\u00a1\u00a2\u0005\n\u0000\u0000"+
		"\u00a2\u00a3\u0005+\u0000\u0000\u00a3\u00a4\u0003\u0002\u0001\u0000\u00a4"+
		"\u00a5\u0005,\u0000\u0000\u00a5\u00b0\u0001\u0000\u0000\u0000\u00a6\u00a7"+
		"\u0005+\u0000\u0000\u00a7\u00a8\u0003\u0002\u0001\u0000\u00a8\u00a9\u0005"+
		",\u0000\u0000\u00a9\u00b0\u0001\u0000\u0000\u0000\u00aa\u00ad\u00050\u0000"+
		"\u0000\u00ab\u00ac\u0005)\u0000\u0000\u00ac\u00ae\u0003$\u0012\u0000\u00ad"+
		"\u00ab\u0001\u0000\u0000\u0000\u00ad\u00ae\u0001\u0000\u0000\u0000\u00ae"+
		"\u00b0\u0001\u0000\u0000\u0000\u00af\u0096\u0001\u0000\u0000\u0000\u00af"+
		"\u0097\u0001\u0000\u0000\u0000\u00af\u0098\u0001\u0000\u0000\u0000\u00af"+
		"\u0099\u0001\u0000\u0000\u0000\u00af\u009a\u0001\u0000\u0000\u0000\u00af"+
		"\u009b\u0001\u0000\u0000\u0000\u00af\u00a0\u0001\u0000\u0000\u0000\u00af"+
		"\u00a1\u0001\u0000\u0000\u0000\u00af\u00a6\u0001\u0000\u0000\u0000\u00af"+
		"\u00aa\u0001\u0000\u0000\u0000\u00b0!\u0001\u0000\u0000\u0000\u00b1\u00b9"+
		"\u0005\r\u0000\u0000\u00b2\u00b6\u0005\u000e\u0000\u0000\u00b3\u00b4\u0005"+
		"+\u0000\u0000\u00b4\u00b5\u0005/\u0000\u0000\u00b5\u00b7\u0005,\u0000"+
		"\u0000\u00b6\u00b3\u0001\u0000\u0000\u0000\u00b6\u00b7\u0001\u0000\u0000"+
		"\u0000\u00b7\u00b9\u0001\u0000\u0000\u0000\u00b8\u00b1\u0001\u0000\u0000"+
		"\u0000\u00b8\u00b2\u0001\u0000\u0000\u0000\u00b9#\u0001\u0000\u0000\u0000"+
		"\u00ba\u00bb\u0007\b\u0000\u0000\u00bb%\u0001\u0000\u0000\u0000\u0015"+
		"/29AGQU[^hkrw\u0081\u008c\u0094\u009e\u00ad\u00af\u00b6\u00b8";
	public static final ATN _ATN =
		new ATNDeserializer().deserialize(_serializedATN.toCharArray());
	static {
		_decisionToDFA = new DFA[_ATN.getNumberOfDecisions()];
		for (int i = 0; i < _ATN.getNumberOfDecisions(); i++) {
			_decisionToDFA[i] = new DFA(_ATN.getDecisionState(i), i);
		}
	}
}