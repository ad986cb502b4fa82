notice(String({1 => 2}, {Hash => '%k'}))
