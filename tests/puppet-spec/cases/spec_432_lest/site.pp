notify{ lest(undef) || { testing }: }
