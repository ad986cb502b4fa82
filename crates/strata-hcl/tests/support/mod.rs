//! What the item-by-item reading tests share.

/// Native-syntax files with an error in a top-level item: read item by item they give the
/// whole-file parse's diagnostics.
pub const INVALID: &[&str] = &[
    "a = \n",
    "a = 1\n]\nb = 2\n",
    "a = 1)\n",
    "}\n",
    "blk {\n  a = 1\n",
    "a = [1,\n",
    "a = \"unterminated\n",
    "a = 1 b = 2\n",
    "a = 1;\n",
    "a = 1 & 2\n",
    "blk \"x\"\n{\n}\n",
    "h = <<EOT\nno end\n",
    "a = `x`\n",
    "\"quoted\" = 1\n",
];
