notice('a\'b\\c\nd\$e\t')
notice('trailing\\')
notice('x\y')
