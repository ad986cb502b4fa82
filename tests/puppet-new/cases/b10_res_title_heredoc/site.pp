$t = @(EOT)
  heredoc title
  | EOT
notify { $t: }
