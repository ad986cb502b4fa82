notify { [default]:; default:}
