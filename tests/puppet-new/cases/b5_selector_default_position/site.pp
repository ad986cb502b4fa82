notice(3 ? { 1 => no, default => yes, 3 => no })
notice(4 ? { 1 => no, default => yes, 3 => no })
notice(3 ? { 1 => no, 2 => no, default => yes })
