notice(type({a => 1}.each))
