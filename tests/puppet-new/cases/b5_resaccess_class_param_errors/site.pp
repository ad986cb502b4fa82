class wonka($produces='chocolate', $other=undef){ }
include wonka
notice(Class[wonka]['other'] =~ Undef)
notice(Class[wonka]['produces', 'tag'])
notice(Class[wonka]['nope'])
