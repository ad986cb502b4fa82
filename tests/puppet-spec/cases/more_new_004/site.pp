      $x = Integer[1,5].new('42')
      notify { "one${x}word": }
