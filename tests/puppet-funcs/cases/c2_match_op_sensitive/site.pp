notice(Sensitive('a') =~ Sensitive)
notice(Sensitive('a') =~ Sensitive[String])
notice(Sensitive('a') =~ Sensitive[Integer])
notice('a' =~ Sensitive)
