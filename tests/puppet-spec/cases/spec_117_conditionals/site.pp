      if '' {
        notify { 'true': }
      } else {
        notify { 'empty': }
      }
