notice(dirname('/a/b/c'))
notice(dirname('c'))
notice(dirname('/'))
notice(dirname('/a/'))
