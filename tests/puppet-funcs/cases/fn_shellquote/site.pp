notice(shellquote('abc', 'a b', "it's", 'x$y', ['n', ['m']], ''))
