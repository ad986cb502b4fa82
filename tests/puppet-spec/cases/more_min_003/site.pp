      $val = min("2", "10") |$a, $b| { compare($a, $b) }
      notify { String( $val == "10"): }
