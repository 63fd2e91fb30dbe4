/// The checker's logic. (In preparation.)
public enum CheckerCore {}
