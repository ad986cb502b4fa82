notice(String({ 1 => [1, 2, 3] }, {Array => {format => '%#1a', separator => ','}}))
notice(String({ 1 => [1, 2, 3] }, {Array => {format => '%#1a', separator => ', '}, Hash => {format => '%#h', separator => ','}}))
notice(String({ 1 => [1, 2, 3] }, {Array => {format => '%a', separator => ', '}, Hash => {format => '%#h', separator => ','}}))
