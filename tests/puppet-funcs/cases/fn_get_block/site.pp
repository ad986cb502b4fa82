notice({a => 1}.get('a.b') |$err| { $err.issue_code })
