      $x = Integer.new(undef)
      notify { "one${x}word": }
