class a inherits nope { }
include a
