if 'a' =~ /(a)(b)?/ { notice("[${1}] [${2}] [${3}]") notice($2 == undef) }
