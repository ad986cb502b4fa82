[a, b, ab].group_by |$s| { $s.length }
