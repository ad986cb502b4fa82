notice(digest('abc'))
