define d() {}
notice(defined('d'))
notice(defined(D))
