      $val = max("2", "10") |$a, $b| { compare($a, $b) }
      notify { String( $val == "2"): }
