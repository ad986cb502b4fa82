include cloudkitty::storage::elasticsearch
