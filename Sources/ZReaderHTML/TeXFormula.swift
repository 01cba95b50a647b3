/// Simple TeX as plain Unicode text, the way a formula reads in a sentence: `m^{2}` → m²,
/// `\epsilon_{0}` → ε₀, `\frac{GM}{r^2}` → GM/r², `\sqrt{a+b}` → √(a + b), `a \leq b` → a ≤ b.
///
/// All or nothing: a formula with anything Unicode cannot say (an environment, an accent, an
/// exponent with a letter that has no superscript form, a fraction inside a script) stays TeX,
/// so that no formula is ever shown half converted.
///
/// Relations and binary operators get a space on each side (`F = ma`), as TeX sets them; a `+`
/// or `-` with nothing before it is a sign. A fraction is `numerator/denominator`, a side in
/// parentheses when it would otherwise read wrongly: a numerator with an operator in it, a
/// denominator of more than one factor (`1/(2π)`), a fraction followed by another factor
/// (`(1/2)mv²`).
public enum TeXFormula {
    /// The formula as Unicode text, or nil when some of it has no Unicode form.
    public static func unicode(_ tex: String) -> String? {
        var parser = Parser(Array(tex))
        guard let pieces = parser.sequence(), parser.isAtEnd else { return nil }
        let text = render(pieces, tight: false)
        return text.isEmpty ? nil : text
    }

    // MARK: Pieces

    /// One thing in a formula's sequence, already in Unicode.
    fileprivate struct Piece {
        enum Kind {
            /// A letter, number, symbol or bracket: set against its neighbours.
            case atom
            /// A relation (`=`, `≤`, `→`) or binary operator (`+`, `×`): a space each side.
            case spaced
            /// An operator set tight (`·`, `/`).
            case tight
            /// `,` and `;`: a space after.
            case punctuation
            /// `\,`, `\quad`, `~`: a space.
            case space
            /// `sin`, `log`: a space before the atom it applies to.
            case function
            /// `a/b`: parenthesised when a factor follows it.
            case fraction
        }

        var text: String
        var kind: Kind
    }

    fileprivate static func render(_ pieces: [Piece], tight: Bool) -> String {
        var text = ""
        for (index, piece) in pieces.enumerated() {
            let previous = index > 0 ? pieces[index - 1].kind : nil
            let next = index + 1 < pieces.count ? pieces[index + 1].kind : nil
            switch piece.kind {
            case .atom, .tight:
                if previous == .function, !tight, piece.text.first != "(" { text += " " }
                text += piece.text
            case .spaced:
                // A sign: first, or after another operator or an opening bracket.
                let isSign =
                    (piece.text == "-" || piece.text == "+" || piece.text == "±" || piece.text == "∓")
                    && (previous == nil || previous == .spaced || previous == .punctuation
                        || text.last.map { "([{".contains($0) } == true)
                text += tight || isSign ? piece.text : " \(piece.text) "
            case .punctuation:
                text += tight ? piece.text : piece.text + " "
            case .space:
                if !tight { text += " " }
            case .function:
                text += piece.text
            case .fraction:
                // Before another factor, after a function or after a `/` it would take them in.
                let isEnclosed =
                    next == .atom || next == .fraction || next == .function || previous == .function
                    || (previous == .tight && text.last == "/")
                text += isEnclosed ? "(\(piece.text))" : piece.text
            }
        }
        // Spaces collapse, and none at the ends.
        var collapsed = ""
        for character in text where !(character == " " && (collapsed.isEmpty || collapsed.last == " ")) {
            collapsed.append(character)
        }
        while collapsed.last == " " { collapsed.removeLast() }
        return collapsed
    }

    /// Whether `text` needs parentheses as a fraction's side: any operator or space outside
    /// brackets; for a denominator also more than one factor (a letter, a number, a bracket).
    fileprivate static func needsParentheses(_ text: String, isDenominator: Bool) -> Bool {
        var depth = 0
        var factors = 0
        var inNumber = false
        for character in text {
            switch character {
            case "(", "[", "{":
                if depth == 0 { factors += 1 }
                depth += 1
                inNumber = false
            case ")", "]", "}":
                depth -= 1
            case _ where depth > 0:
                continue
            case " ", "+", "-", "=", "<", ">", "/", "±", "∓", "×", "÷", "·", "≤", "≥", "≠", "≈", "→", ",":
                return true
            case _ where scripts.contains(character):
                inNumber = false
            case _ where character.isNumber || character == ".":
                if !inNumber { factors += 1 }
                inNumber = true
            default:
                factors += 1
                inNumber = false
            }
        }
        return isDenominator && factors > 1
    }

    /// Every superscript and subscript character: they belong to the factor before them.
    fileprivate static let scripts = Set(superscripts.values).union(subscripts.values).union(["′", "″", "°"])

    // MARK: Parsing

    /// What reading one thing of a formula gave.
    fileprivate enum Read {
        case piece(Piece)
        /// Something that shows nothing: a space in the source, `\!`, `\left.`.
        case nothing
        /// Something with no Unicode form: the formula stays TeX.
        case unconvertible
    }

    fileprivate struct Parser {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var isAtEnd: Bool { index >= characters.count }

        private var current: Character? { isAtEnd ? nil : characters[index] }

        /// Pieces up to the end or a closing `}`, which is left for the caller; nil when something
        /// has no Unicode form.
        mutating func sequence() -> [Piece]? {
            var pieces: [Piece] = []
            while let character = current, character != "}" {
                if character != "^" && character != "_" {
                    switch next() {
                    case .piece(let piece): pieces.append(piece)
                    case .nothing: continue
                    case .unconvertible: return nil
                    }
                }
                guard attachScripts(to: &pieces) else { return nil }
            }
            return pieces
        }

        /// The thing at the cursor.
        private mutating func next() -> Read {
            guard let character = current else { return .nothing }
            index += 1
            switch character {
            case " ", "\t", "\n":
                return .nothing
            case "~":
                return .piece(Piece(text: " ", kind: .space))
            case "{":
                guard let inner = group() else { return .unconvertible }
                return .piece(Piece(text: render(inner, tight: false), kind: inner.count == 1 ? inner[0].kind : .atom))
            case "+", "-", "=", "<", ">":
                return .piece(Piece(text: String(character), kind: .spaced))
            case ",", ";":
                return .piece(Piece(text: String(character), kind: .punctuation))
            case "/":
                return .piece(Piece(text: "/", kind: .tight))
            case "'":
                return .piece(Piece(text: "′", kind: .atom))
            case "\\":
                return command()
            case "&", "#", "$", "%", "^", "_":
                return .unconvertible
            default:
                return .piece(Piece(text: String(character), kind: .atom))
            }
        }

        /// The rest of a `{…}` group, its `}` read.
        private mutating func group() -> [Piece]? {
            guard let inner = sequence(), current == "}" else { return nil }
            index += 1
            return inner
        }

        /// A command's argument: a `{…}` group, or the one thing at the cursor.
        private mutating func argument() -> [Piece]? {
            while current == " " { index += 1 }
            guard let character = current else { return nil }
            if character == "{" {
                index += 1
                return group()
            }
            switch next() {
            case .piece(let piece): return [piece]
            case .nothing: return []
            case .unconvertible: return nil
            }
        }

        /// A command's argument taken as text, not formula: `\text{…}`.
        private mutating func literalArgument() -> String? {
            while current == " " { index += 1 }
            guard current == "{" else { return nil }
            index += 1
            var text = ""
            var depth = 0
            while let character = current {
                index += 1
                switch character {
                case "}" where depth == 0: return text
                case "}": depth -= 1
                case "{": depth += 1
                case "\\": return nil
                default: break
                }
                text.append(character)
            }
            return nil
        }

        /// Superscripts and subscripts (`^2`, `_{0}`) and primes after the last piece, set as
        /// Unicode script characters; false when one has no such form.
        private mutating func attachScripts(to pieces: inout [Piece]) -> Bool {
            var raised = ""
            var lowered = ""
            while let character = current, character == "^" || character == "_" || character == "'" {
                index += 1
                if character == "'" {
                    raised += "′"
                    continue
                }
                guard let script = argument() else { return false }
                let text = render(script, tight: true)
                if character == "^" {
                    guard let converted = TeXFormula.raised(text) else { return false }
                    raised += converted
                } else {
                    guard let converted = TeXFormula.lowered(text) else { return false }
                    lowered += converted
                }
            }
            guard !raised.isEmpty || !lowered.isEmpty else { return true }
            guard var last = pieces.popLast() else {
                pieces.append(Piece(text: lowered + raised, kind: .atom))
                return true
            }
            // A script on a fraction or an operator would read as something else.
            guard last.kind == .atom || last.kind == .function else { return false }
            last.text += lowered + raised
            pieces.append(last)
            return true
        }

        /// The command after a backslash.
        private mutating func command() -> Read {
            guard let first = current else { return .unconvertible }
            index += 1
            guard first.isLetter, first.isASCII else {
                switch first {
                case ",", ";", ":", " ": return .piece(Piece(text: " ", kind: .space))
                case "!": return .nothing
                default:
                    guard let text = TeXFormula.escaped[first] else { return .unconvertible }
                    return .piece(Piece(text: text, kind: .atom))
                }
            }
            var name = String(first)
            while let character = current, character.isLetter, character.isASCII {
                name.append(character)
                index += 1
            }
            if let symbol = TeXFormula.atoms[name] { return .piece(Piece(text: symbol, kind: .atom)) }
            if let symbol = TeXFormula.spacedOperators[name] { return .piece(Piece(text: symbol, kind: .spaced)) }
            if TeXFormula.functions.contains(name) { return .piece(Piece(text: name, kind: .function)) }
            switch name {
            case "cdot":
                return .piece(Piece(text: "·", kind: .tight))
            case "quad", "qquad":
                return .piece(Piece(text: " ", kind: .space))
            case "displaystyle", "textstyle", "limits", "nolimits":
                return .nothing
            case "left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr":
                return delimiter()
            case "frac", "dfrac", "tfrac", "cfrac":
                return fraction()
            case "sqrt":
                return root()
            case "text", "textrm", "mbox", "textnormal":
                guard let text = literalArgument() else { return .unconvertible }
                return .piece(Piece(text: text, kind: .atom))
            case "mathrm", "mathit", "mathbf", "boldsymbol", "bm", "operatorname", "textbf", "textit", "mathsf":
                guard let inner = argument() else { return .unconvertible }
                return .piece(
                    Piece(text: render(inner, tight: false), kind: name == "operatorname" ? .function : .atom))
            default:
                return .unconvertible
            }
        }

        /// The delimiter after `\left`, `\right` or a size: `.` is none.
        private mutating func delimiter() -> Read {
            while current == " " { index += 1 }
            guard let character = current else { return .unconvertible }
            index += 1
            switch character {
            case "(", ")", "[", "]", "|", "/":
                return .piece(Piece(text: String(character), kind: .atom))
            case ".":
                return .nothing
            case "\\":
                guard let next = current else { return .unconvertible }
                index += 1
                switch next {
                case "{", "}": return .piece(Piece(text: String(next), kind: .atom))
                case "|": return .piece(Piece(text: "‖", kind: .atom))
                default: return .unconvertible
                }
            default:
                return .unconvertible
            }
        }

        private mutating func fraction() -> Read {
            guard let numerator = argument(), let denominator = argument() else { return .unconvertible }
            var top = render(numerator, tight: false)
            var bottom = render(denominator, tight: false)
            guard !top.isEmpty, !bottom.isEmpty else { return .unconvertible }
            if needsParentheses(top, isDenominator: false) { top = "(\(top))" }
            if needsParentheses(bottom, isDenominator: true) { bottom = "(\(bottom))" }
            return .piece(Piece(text: "\(top)/\(bottom)", kind: .fraction))
        }

        /// `\sqrt{x}` → √x for one factor, √(x + 1) otherwise; `\sqrt[3]` and `\sqrt[4]` are ∛ and ∜.
        private mutating func root() -> Read {
            var sign = "√"
            if current == "[" {
                index += 1
                var degree = ""
                while let character = current, character != "]" {
                    degree.append(character)
                    index += 1
                }
                guard current == "]" else { return .unconvertible }
                index += 1
                switch degree.filter({ $0 != " " }) {
                case "2": sign = "√"
                case "3": sign = "∛"
                case "4": sign = "∜"
                default: return .unconvertible
                }
            }
            guard let radicand = argument() else { return .unconvertible }
            let text = render(radicand, tight: false)
            guard !text.isEmpty else { return .unconvertible }
            let isOneFactor = !needsParentheses(text, isDenominator: true) && !text.contains("/")
            return .piece(Piece(text: isOneFactor ? sign + text : "\(sign)(\(text))", kind: .atom))
        }
    }

    // MARK: Tables

    /// `text` in superscript characters, or nil when one has none.
    static func raised(_ text: String) -> String? {
        if text == "∘" || text == "°" { return "°" }
        var result = ""
        for character in text {
            if character == "′" || character == "″" {
                result.append(character)
                continue
            }
            guard let mapped = superscripts[character] else { return nil }
            result.append(mapped)
        }
        return result
    }

    /// `text` in subscript characters, or nil when one has none.
    static func lowered(_ text: String) -> String? {
        var result = ""
        for character in text {
            guard let mapped = subscripts[character] else { return nil }
            result.append(mapped)
        }
        return result
    }

    private static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "=": "⁼", "(": "⁽", ")": "⁾",
        "a": "ᵃ", "b": "ᵇ", "c": "ᶜ", "d": "ᵈ", "e": "ᵉ", "f": "ᶠ", "g": "ᵍ", "h": "ʰ", "i": "ⁱ", "j": "ʲ",
        "k": "ᵏ", "l": "ˡ", "m": "ᵐ", "n": "ⁿ", "o": "ᵒ", "p": "ᵖ", "r": "ʳ", "s": "ˢ", "t": "ᵗ", "u": "ᵘ",
        "v": "ᵛ", "w": "ʷ", "x": "ˣ", "y": "ʸ", "z": "ᶻ",
        "A": "ᴬ", "B": "ᴮ", "D": "ᴰ", "E": "ᴱ", "G": "ᴳ", "H": "ᴴ", "I": "ᴵ", "J": "ᴶ", "K": "ᴷ", "L": "ᴸ",
        "M": "ᴹ", "N": "ᴺ", "O": "ᴼ", "P": "ᴾ", "R": "ᴿ", "T": "ᵀ", "U": "ᵁ", "V": "ⱽ", "W": "ᵂ",
        "β": "ᵝ", "γ": "ᵞ", "δ": "ᵟ", "θ": "ᶿ", "φ": "ᵠ", "χ": "ᵡ",
    ]

    private static let subscripts: [Character: Character] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "=": "₌", "(": "₍", ")": "₎",
        "a": "ₐ", "e": "ₑ", "h": "ₕ", "i": "ᵢ", "j": "ⱼ", "k": "ₖ", "l": "ₗ", "m": "ₘ", "n": "ₙ", "o": "ₒ",
        "p": "ₚ", "r": "ᵣ", "s": "ₛ", "t": "ₜ", "u": "ᵤ", "v": "ᵥ", "x": "ₓ",
        "β": "ᵦ", "γ": "ᵧ", "ρ": "ᵨ", "φ": "ᵩ", "χ": "ᵪ",
    ]

    /// Commands that are a letter or a symbol.
    private static let atoms: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
        "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ",
        "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
        "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
        "infty": "∞", "partial": "∂", "nabla": "∇", "hbar": "ℏ", "ell": "ℓ", "emptyset": "∅", "varnothing": "∅",
        "forall": "∀", "exists": "∃", "angle": "∠", "triangle": "△", "degree": "°", "circ": "∘", "prime": "′",
        "cdots": "⋯", "ldots": "…", "dots": "…", "sum": "∑", "prod": "∏", "int": "∫", "iint": "∬", "oint": "∮",
        "ast": "∗", "star": "⋆", "neg": "¬", "lnot": "¬", "aleph": "ℵ", "Re": "ℜ", "Im": "ℑ",
        "langle": "⟨", "rangle": "⟩", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉",
    ]

    /// Relations and binary operators, set with a space each side.
    private static let spacedOperators: [String: String] = [
        "times": "×", "div": "÷", "pm": "±", "mp": "∓", "cup": "∪", "cap": "∩", "oplus": "⊕", "otimes": "⊗",
        "setminus": "∖", "wedge": "∧", "land": "∧", "vee": "∨", "lor": "∨",
        "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "approx": "≈", "equiv": "≡",
        "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "ll": "≪", "gg": "≫", "in": "∈", "notin": "∉",
        "ni": "∋", "subset": "⊂", "subseteq": "⊆", "supset": "⊃", "supseteq": "⊇",
        "to": "→", "rightarrow": "→", "leftarrow": "←", "gets": "←", "Rightarrow": "⇒", "implies": "⇒",
        "Leftarrow": "⇐", "leftrightarrow": "↔", "Leftrightarrow": "⇔", "iff": "⇔", "mapsto": "↦",
        "perp": "⊥", "parallel": "∥", "mid": "|",
    ]

    /// Function names, set upright before their argument.
    private static let functions: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "log",
        "ln", "lg", "exp", "lim", "max", "min", "sup", "inf", "det", "arg", "dim", "ker", "deg", "gcd", "Pr",
    ]

    /// `\{` and its kind: a character escaped; an empty string shows nothing.
    private static let escaped: [Character: String] = [
        "{": "{", "}": "}", "%": "%", "$": "$", "#": "#", "&": "&", "_": "_", "|": "‖",
    ]
}
