notice(3.group_by |$x| { $x })
