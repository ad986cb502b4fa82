notify { "d ${Deferred('a') =~ Deferred}": }
