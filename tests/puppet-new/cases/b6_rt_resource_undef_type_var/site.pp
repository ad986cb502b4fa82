Resource[$nothing] { 'a': }
