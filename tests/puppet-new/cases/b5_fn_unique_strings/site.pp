notice('abcbbcc'.unique)
notice('abcAbbBccC'.unique)
notice('abcAbbBccC'.unique |$x| { String($x, '%d') })
notice('AbCAbbBccC'.unique |$x| { String($x, '%d') })
