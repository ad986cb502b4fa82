notify { @("T"):
  t-${unknown_heredoc_var}
  | T
  }
