      $x = Integer.new({from => 'eleven', radix => 10})
