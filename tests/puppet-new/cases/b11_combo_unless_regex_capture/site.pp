unless 'abc-12' !~ /-(\d+)$/ { notify { "n${1}": } }
