      node /noden.me/ { notify { ignored: } }
      node nodename { notify { matched: } }
